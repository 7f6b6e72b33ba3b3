'use client'
/**
 * The career application of /careers: position (the CMS's open positions), experience, location,
 * portfolio, availability, salary, cover letter and a résumé. The résumé must really be a PDF, DOC
 * or DOCX (recognised by its bytes, here and again by the function) of at most 5 MB; it travels as
 * a data URL and is stored as resumeFileName and resumeFileData.
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { careerPayload, type CareerFields } from '@/web/leads/payloads/career'
import { MAX_RESUME_BYTES } from '@/core/leads/resume.ts'
import { CAREER_MESSAGES, FIELD_LIMITS } from '@/web/leads/rules'
import { MessageList, SelectField, TextAreaField, TextField } from './form-fields'
import { APPLY_EVENT } from './apply-link'
import { LeadForm } from './lead-form'
import { CAREER } from './messages/career'
import { FIX_ERRORS_TITLE } from './messages/common'
import { useLeadSubmission } from './use-lead-submission'

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

/** The résumé as it travels; none when there is none or it cannot be read. */
async function attachment(file: File | null) {
  const dataUrl = file ? await readAsDataUrl(file).catch(() => '') : ''
  return file && dataUrl ? { fileName: file.name, dataUrl } : null
}

export function CareerApplicationForm({
  positions,
  agencyEmail,
  className,
}: CareerApplicationFormProps) {
  const [resume, setResume] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement | null>(null)
  const lead = useLeadSubmission({
    formType: FORM_LABELS.career,
    schema: 'careerSchema',
    empty: EMPTY,
    payload: async (fields, signals) => careerPayload(fields, await attachment(resume), signals),
    success: () => ({ title: CAREER.successTitle, description: CAREER.successDescription }),
    failure: {
      title: CAREER.failureTitle,
      description: CAREER.failureDescription(agencyEmail),
      variant: 'destructive',
    },
    onReset: () => {
      setResume(null)
      if (fileInput.current) fileInput.current.value = ''
    },
  })
  const { field, update } = lead

  // 'Apply' on an open position (or /careers?position=…) chooses that position here.
  const titles = positions.map((p) => p.title).join('\n')
  useEffect(() => {
    const offered = new Set([...titles.split('\n'), OPEN_APPLICATION])
    const choose = (position: unknown) => {
      if (typeof position === 'string' && offered.has(position)) update({ position })
    }
    choose(new URLSearchParams(window.location.search).get('position'))
    const onApply = (event: Event) => choose((event as CustomEvent<unknown>).detail)
    window.addEventListener(APPLY_EVENT, onApply)
    return () => window.removeEventListener(APPLY_EVENT, onApply)
  }, [titles, update])

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

  const positionChoices = [
    ...positions.map((p) => ({
      value: p.title,
      label: p.location ? `${p.title} (${p.location})` : p.title,
    })),
    { value: OPEN_APPLICATION, label: OPEN_APPLICATION },
  ]

  return (
    <LeadForm
      lead={lead}
      label="Career application"
      className={className}
      submit={{ idle: 'Submit Application', busy: 'Submitting...', className: 'w-full sm:w-auto' }}
    >
      <TextField {...field('name')} label="Name" required autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
      <SelectField
        {...field('position')}
        label="Position"
        required
        choices={positionChoices}
        placeholder="Select a position"
      />
      <SelectField
        {...field('experience')}
        label="Experience"
        choices={toChoices(EXPERIENCE)}
        placeholder="Select experience"
      />
      <TextField {...field('location')} label="Location" autoComplete="address-level2" />
      <TextField
        {...field('portfolio')}
        label="Portfolio or GitHub"
        type="url"
        placeholder="https://"
      />
      <SelectField
        {...field('availability')}
        label="Availability"
        choices={toChoices(AVAILABILITY)}
        placeholder="Select availability"
      />
      <TextField {...field('salary')} label="Expected salary" className="sm:col-span-2" />
      <TextAreaField
        {...field('coverLetter')}
        label="Cover letter"
        limit={FIELD_LIMITS.coverLetter}
        rows={6}
        className="sm:col-span-2"
      />
      <TextField
        id={`${lead.id}-resume`}
        label="Resume"
        required
        type="file"
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        onChange={chooseFile}
        ref={fileInput}
        hint="PDF, DOC or DOCX, up to 5 MB."
        className="sm:col-span-2"
      />
    </LeadForm>
  )
}
