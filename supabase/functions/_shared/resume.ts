/**
 * Résumé files of the career application: PDF, DOC or DOCX, recognised by their bytes (not by
 * name or declared type), at most 5 MB. They travel as a data URL (`data:…;base64,…`), which is
 * what the browser's FileReader produces and what the lead record stores as resumeFileData.
 */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024

export type ResumeKind = 'pdf' | 'doc' | 'docx'

export const RESUME_MIME: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** The longest data URL a 5 MB file can produce, with room for the `data:…;base64,` prefix. */
export const MAX_RESUME_DATA_URL_LENGTH = Math.ceil(MAX_RESUME_BYTES / 3) * 4 + 200

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0]
  outer: for (let i = bytes.indexOf(first!); i !== -1; i = bytes.indexOf(first!, i + 1)) {
    if (i + needle.length > bytes.length) return false
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
const utf16le = (text: string) => [...text].flatMap((c) => [c.charCodeAt(0), 0])

const PDF = ascii('%PDF-')
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const WORD_PART = ascii('word/document.xml')
const WORD_STREAM = utf16le('WordDocument')

/** What the bytes are: a PDF, a Word 97–2003 document, a Word (OOXML) document, or none. */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF)) return 'pdf'
  // A DOCX is a ZIP package whose (uncompressed) entry names include word/document.xml.
  if (startsWith(bytes, ZIP) && contains(bytes, WORD_PART)) return 'docx'
  // A DOC is an OLE compound file holding a "WordDocument" stream (not an .xls or .ppt).
  if (startsWith(bytes, CFB) && contains(bytes, WORD_STREAM)) return 'doc'
  return null
}

export interface DecodedFile {
  mime: string
  bytes: Uint8Array
}

/** The bytes of a base64 data URL, or null when it is not one. */
export function decodeDataUrl(value: string): DecodedFile | null {
  const match =
    /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(value)
  if (!match) return null
  const base64 = match[2]!
  if (base64.length % 4 !== 0) return null
  let binary: string
  try {
    binary = atob(base64)
  } catch {
    return null
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { mime: match[1] ?? '', bytes }
}

/** The number of bytes a base64 data URL decodes to, without decoding it. */
export function dataUrlByteLength(value: string): number {
  const comma = value.indexOf(',')
  const base64 = comma === -1 ? value : value.slice(comma + 1)
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding)
}

/** A data URL of `bytes` with the type they really are. */
export function toDataUrl(kind: ResumeKind, bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return `data:${RESUME_MIME[kind]};base64,${btoa(binary)}`
}

/** The data URL relabelled with the type its bytes really are (what the browser said is ignored). */
export function normalizeResumeDataUrl(value: string): string {
  const file = decodeDataUrl(value)
  const kind = file && detectResumeKind(file.bytes)
  if (!kind) return value
  return `data:${RESUME_MIME[kind]};base64,${value.slice(value.indexOf(',') + 1)}`
}
