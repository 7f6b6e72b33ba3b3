'use client'
/**
 * The career application of /careers: position (the CMS's open positions), experience, location,
 * portfolio, availability, salary, cover letter and a résumé. The résumé must really be a PDF, DOC
 * or DOCX (recognised by its bytes, here and again by the function) of at most 5 MB; it travels as
 * a data URL and is stored as resumeFileName and resumeFileData.
 *
 * Its words are English (messages/en/careerForm.json and leadForm.json, the schema's messages)
 * unless the page gives its language's (`text`, through translatedProps): then everything the
 * visitor reads is in that language, while the values sent (a position, the experience and
 * availability choices) stay the English ones the agency reads, and the e-mail address, phone
 * and portfolio fields stay left to right.
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { toast } from '@/web/components/ui/use-toast'
import { DEFAULT_LOCALE, type Locale, locales } from '@/core/i18n/locales'
import { fill } from '@/web/i18n/fill'
import { FORM_LABELS } from '@/core/leads/form-labels.ts'
import { careerPayload, type CareerFields } from '@/web/leads/payloads/career'
import { MAX_RESUME_BYTES } from '@/core/leads/resume.ts'
import { CAREER_MESSAGES, FIELD_LIMITS } from '@/web/leads/rules'
import { FileField, MessageList, SelectField, TextAreaField, TextField } from './form-fields'
import { APPLY_EVENT } from './apply-link'
import { LeadForm } from './lead-form'
import { CAREER_EN, type CareerFormText, type CareerWords } from './messages/career'
import { LEAD_FORM_EN } from './messages/common'
import { useLeadSubmission } from './use-lead-submission'

export interface CareerApplicationFormProps {
  /** Open positions from the careers page in the CMS. */
  positions: readonly { title: string; location?: string }[]
  /** The agency e-mail (site settings), named when sending fails. */
  agencyEmail: string
  className?: string
  /** The page's language, when not English (with `text`). */
  locale?: Locale
  /** Its words on a page not in English. */
  text?: CareerFormText
}

/** The position sent for an application to no open position (its label is the page's). */
export const OPEN_APPLICATION = CAREER_EN.openApplication

type OptionWords = Record<string, string>

/** A choice per option: the English value sent, labelled in the page's language. */
const toChoices = (values: OptionWords, labels: OptionWords) =>
  Object.entries(values).map(([key, value]) => ({ value, label: labels[key] ?? value }))

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
  locale = DEFAULT_LOCALE,
  text,
}: CareerApplicationFormProps) {
  const words: CareerWords = text?.form ?? CAREER_EN
  const [resume, setResume] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement | null>(null)
  const lead = useLeadSubmission({
    formType: FORM_LABELS.career,
    schema: 'careerSchema',
    empty: EMPTY,
    payload: async (fields, signals) => careerPayload(fields, await attachment(resume), signals),
    success: () => ({ title: words.successTitle, description: words.successDescription }),
    failure: {
      title: words.failureTitle,
      description: fill(words.failureDescription, { email: agencyEmail }),
      variant: 'destructive',
    },
    onReset: () => {
      setResume(null)
      if (fileInput.current) fileInput.current.value = ''
    },
    language: text ? { locale, common: text.common, errors: text.errors } : undefined,
  })
  const { field, update } = lead
  // An address, a phone number and a link read left to right on a right-to-left page.
  const ltr = locales.entry(locale).dir === 'rtl' ? ({ dir: 'ltr' } as const) : null

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
        title: (text?.common ?? LEAD_FORM_EN).fixErrorsTitle,
        description: (
          <MessageList messages={[text ? text.errors.resumeSize : CAREER_MESSAGES.resumeSize]} />
        ),
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
    { value: OPEN_APPLICATION, label: words.openApplication },
  ]

  return (
    <LeadForm
      lead={lead}
      label={words.label}
      className={className}
      submit={{ idle: words.submit, busy: words.submitting, className: 'w-full sm:w-auto' }}
    >
      <TextField {...field('name')} label={words.name} required autoComplete="name" />
      <TextField
        {...field('email')}
        label={words.email}
        type="email"
        required
        autoComplete="email"
        {...ltr}
      />
      <TextField {...field('phone')} label={words.phone} type="tel" autoComplete="tel" {...ltr} />
      <SelectField
        {...field('position')}
        label={words.position}
        required
        choices={positionChoices}
        placeholder={words.selectPosition}
      />
      <SelectField
        {...field('experience')}
        label={words.experience}
        choices={toChoices(CAREER_EN.experienceOptions, words.experienceOptions)}
        placeholder={words.selectExperience}
      />
      <TextField {...field('location')} label={words.location} autoComplete="address-level2" />
      <TextField
        {...field('portfolio')}
        label={words.portfolio}
        type="url"
        placeholder="https://"
        {...ltr}
      />
      <SelectField
        {...field('availability')}
        label={words.availability}
        choices={toChoices(CAREER_EN.availabilityOptions, words.availabilityOptions)}
        placeholder={words.selectAvailability}
      />
      <TextField {...field('salary')} label={words.salary} className="sm:col-span-2" />
      <TextAreaField
        {...field('coverLetter')}
        label={words.coverLetter}
        limit={FIELD_LIMITS.coverLetter}
        rows={6}
        className="sm:col-span-2"
        {...(text ? { counterText: text.common, locale } : null)}
      />
      <FileField
        id={`${lead.id}-resume`}
        label={words.resume}
        required
        fileName={resume?.name ?? null}
        chooseText={words.chooseFile}
        noFileText={words.noFileChosen}
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        onChange={chooseFile}
        ref={fileInput}
        hint={words.resumeHint}
        className="sm:col-span-2"
      />
    </LeadForm>
  )
}
