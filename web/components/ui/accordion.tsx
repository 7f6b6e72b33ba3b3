'use client'
/**
 * Accordion on Radix Accordion (arrow keys between headers, Home/End, aria-expanded). With
 * type="single" and collapsible, at most one item is open and choosing the open one closes it.
 */
import { ChevronDown } from '@/web/components/ui/icons'
import { Accordion as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/utils'

export const Accordion = Primitive.Root

export function AccordionItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item className={cn('border-b border-current/10', className)} {...props} />
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Header className="flex">
      <Primitive.Trigger
        className={cn(
          'group flex flex-1 items-center justify-between gap-3 py-3 text-start font-medium transition-colors',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown className="size-4 shrink-0 opacity-70 transition-transform duration-200 group-data-[state=open]:rotate-180" />
      </Primitive.Trigger>
    </Primitive.Header>
  )
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      className="data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down overflow-hidden"
      {...props}
    >
      <div className={cn('pb-3', className)}>{children}</div>
    </Primitive.Content>
  )
}
