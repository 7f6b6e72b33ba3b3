/**
 * What the career application sends as leadData
 * (the spec's lead record and labels): a pure function of the fields the visitor filled in. One
 * module per form, so that a page's browser code carries only its own forms' payloads.
 */
import type { SpamSignals } from './signals'

export interface CareerFields {
  name: string
  email: string
  phone: string
  position: string
  experience: string
  location: string
  portfolio: string
  availability: string
  salary: string
  coverLetter: string
}

export function careerPayload(
  fields: CareerFields,
  resume: { fileName: string; dataUrl: string } | null,
  signals: SpamSignals,
) {
  return {
    ...fields,
    resumeFileName: resume?.fileName ?? '',
    resumeFileData: resume?.dataUrl ?? '',
    ...signals,
  }
}
