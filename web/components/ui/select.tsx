'use client'
/** Select on Radix Select: typeahead, arrow keys, Escape, and a label the trigger announces. */
import { Check, ChevronDown } from '@/web/components/ui/icons'
import { Select as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/utils'

export const Select = Primitive.Root
export const SelectValue = Primitive.Value

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        'flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-4 text-start text-sm text-slate-900 transition-colors hover:border-slate-400',
        'focus-visible:border-brand-600 data-[placeholder]:text-slate-500',
        className,
      )}
      {...props}
    >
      {children}
      <Primitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-slate-500" />
      </Primitive.Icon>
    </Primitive.Trigger>
  )
}

export function SelectContent({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        position="popper"
        sideOffset={6}
        className={cn(
          'z-[70] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-slate-200 bg-white p-1 shadow-xl',
          className,
        )}
        {...props}
      >
        <Primitive.Viewport>{children}</Primitive.Viewport>
      </Primitive.Content>
    </Primitive.Portal>
  )
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        'relative flex cursor-default items-center rounded-lg py-2 ps-8 pe-3 text-sm text-slate-800 outline-none select-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900',
        className,
      )}
      {...props}
    >
      <Primitive.ItemIndicator className="absolute start-2 inline-flex items-center">
        <Check className="text-brand-600 size-4" />
      </Primitive.ItemIndicator>
      <Primitive.ItemText>{children}</Primitive.ItemText>
    </Primitive.Item>
  )
}
