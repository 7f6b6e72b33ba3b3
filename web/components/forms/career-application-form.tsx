'use client'
/**
 * The career application of /careers: position (the CMS's open positions), experience, location,
 * portfolio, availability, salary, cover letter and a résumé. The résumé must really be a PDF, DOC
 * or DOCX (recognised by its bytes, here and again by the function) of at most 5 MB; it travels as
 * a data URL and is stored as resumeFileName and resumeFileData.
 */
import { clsx as cn } from 'clsx'
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { careerPayload, type CareerFields } from '@/web/leads/payloads/career'
import { checkAndSend, preloadLeadTools } from '@/web/leads/load-lead-tools'
import { MAX_RESUME_BYTES } from '@/core/leads/resume.ts'
import { CAREER_MESSAGES, FIELD_LIMITS } from '@/web/leads/rules'
import {
  Honeypot,
  MessageList,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields'
import { APPLY_EVENT } from './apply-link'
import { CAREER } from './messages/career'
import { FIX_ERRORS_TITLE, keptOnDeviceNotice } from './messages/common'
import { useSpamSignals } from './use-spam-signals'
import { useEarlyInput } from './use-early-input'

export interface CareerApplicationFormProps {
  /** Open positions from the careers page in the CMS. */
  positions: readonly { title: string; location?: string }[]
  /** The agency e-mail (site settings), named when sending fails. */
  agencyEmail: string
  className?: string
}

export const OPEN_APPLICATION = 'Open application'

const EXPERIENCE = ['Less than 1 year', '1-3 years', '3-5 years', '5-10 years', '10+ years']
const AVAILABILITY = ['Immediately', 'Within 2 weeks', 'Within 1 month', 'In more than 1 month']
const toChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

const EMPTY: CareerFields = {
  name: '',
  email: '',
  phone: '',
  position: '',
  experience: '',
  location: '',
  portfolio: '',
  availability: '',
  salary: '',
  coverLetter: '',
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

export function CareerApplicationForm({
  positions,
  agencyEmail,
  className,
}: CareerApplicationFormProps) {
  const id = useId()
  const earlyInput = useEarlyInput(preloadLeadTools)
  const [fields, setFields] = useState(EMPTY)
  const [resume, setResume] = useState<File | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const fileInput = useRef<HTMLInputElement | null>(null)
  const { honeypot, signals } = useSpamSignals()

  const set = (name: keyof CareerFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  // 'Apply' on an open position (or /careers?position=…) chooses that position here.
  const titles = positions.map((p) => p.title).join('\n')
  useEffect(() => {
    const offered = new Set([...titles.split('\n'), OPEN_APPLICATION])
    const choose = (position: unknown) => {
      if (typeof position === 'string' && offered.has(position)) {
        setFields((current) => ({ ...current, position }))
      }
    }
    choose(new URLSearchParams(window.location.search).get('position'))
    const onApply = (event: Event) => choose((event as CustomEvent<unknown>).detail)
    window.addEventListener(APPLY_EVENT, onApply)
    return () => window.removeEventListener(APPLY_EVENT, onApply)
  }, [titles])

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    if (file && file.size > MAX_RESUME_BYTES) {
      toast({
        title: FIX_ERRORS_TITLE,
        description: <MessageList messages={[CAREER_MESSAGES.resumeSize]} />,
        variant: 'destructive',
      })
      event.target.value = ''
      setResume(null)
      return
    }
    setResume(file)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    setSubmitting(true)
    try {
      let dataUrl = ''
      try {
        dataUrl = resume ? await readAsDataUrl(resume) : ''
      } catch {
        dataUrl = ''
      }
      const payload = careerPayload(
        fields,
        resume && dataUrl ? { fileName: resume.name, dataUrl } : null,
        signals(),
      )
      const result = await checkAndSend(FORM_LABELS.career, 'careerSchema', payload)
      if ('invalid' in result) {
        toast({
          title: FIX_ERRORS_TITLE,
          description: <MessageList messages={result.invalid} />,
          variant: 'destructive',
        })
        return
      }
      if (result.kept) {
        toast({ ...keptOnDeviceNotice })
      } else if (result.sent) {
        toast({ title: CAREER.successTitle, description: CAREER.successDescription })
      } else {
        toast({
          title: CAREER.failureTitle,
          description: CAREER.failureDescription(agencyEmail),
          variant: 'destructive',
        })
        return
      }
      setFields(EMPTY)
      setResume(null)
      if (fileInput.current) fileInput.current.value = ''
    } finally {
      setSubmitting(false)
    }
  }

  const positionChoices = [
    ...positions.map((p) => ({
      value: p.title,
      label: p.location ? `${p.title} (${p.location})` : p.title,
    })),
    { value: OPEN_APPLICATION, label: OPEN_APPLICATION },
  ]

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadLeadTools}
      aria-label="Career application"
      className={cn(
        'relative grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2',
        className,
      )}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        required
        autoComplete="name"
        value={fields.name}
        onChange={set('name')}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={fields.phone}
        onChange={set('phone')}
      />
      <SelectField
        id={`${id}-position`}
        label="Position"
        required
        choices={positionChoices}
        placeholder="Select a position"
        value={fields.position}
        onChange={set('position')}
      />
      <SelectField
        id={`${id}-experience`}
        label="Experience"
        choices={toChoices(EXPERIENCE)}
        placeholder="Select experience"
        value={fields.experience}
        onChange={set('experience')}
      />
      <TextField
        id={`${id}-location`}
        label="Location"
        autoComplete="address-level2"
        value={fields.location}
        onChange={set('location')}
      />
      <TextField
        id={`${id}-portfolio`}
        label="Portfolio or GitHub"
        type="url"
        placeholder="https://"
        value={fields.portfolio}
        onChange={set('portfolio')}
      />
      <SelectField
        id={`${id}-availability`}
        label="Availability"
        choices={toChoices(AVAILABILITY)}
        placeholder="Select availability"
        value={fields.availability}
        onChange={set('availability')}
      />
      <TextField
        id={`${id}-salary`}
        label="Expected salary"
        value={fields.salary}
        onChange={set('salary')}
        className="sm:col-span-2"
      />
      <TextAreaField
        id={`${id}-cover`}
        label="Cover letter"
        limit={FIELD_LIMITS.coverLetter}
        rows={6}
        value={fields.coverLetter}
        onChange={set('coverLetter')}
        className="sm:col-span-2"
      />
      <TextField
        id={`${id}-resume`}
        label="Resume"
        required
        type="file"
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        onChange={chooseFile}
        ref={fileInput}
        hint="PDF, DOC or DOCX, up to 5 MB."
        className="sm:col-span-2"
      />
      <Honeypot inputRef={honeypot} />
      <div className="sm:col-span-2">
        <SubmitButton disabled={submitting} className="w-full sm:w-auto">
          {submitting ? 'Submitting...' : 'Submit Application'}
        </SubmitButton>
      </div>
    </form>
  )
}
