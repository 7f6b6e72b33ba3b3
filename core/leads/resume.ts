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
const WORD_STREAM = utf16le('WordDocument')

/** The parts a Word (OOXML) package must have: the content types and the main document. */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml']

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8)
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0

/**
 * The entry names of a ZIP archive, read from its central directory (the index at its end that
 * every unzip reads), or null when the bytes are not a well-formed archive.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, ZIP)) return null
  // The end-of-central-directory record: 22 bytes, then a comment of up to 65,535 bytes.
  const EOCD = 0x06054b50
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(bytes, at) === EOCD && at + 22 + u16(bytes, at + 20) === bytes.length) {
      end = at
      break
    }
  }
  if (end === -1) return null
  const count = u16(bytes, end + 10)
  const size = u32(bytes, end + 12)
  let at = u32(bytes, end + 16)
  if (at + size > end) return null
  const decoder = new TextDecoder('utf-8', { fatal: false })
  const names: string[] = []
  for (let i = 0; i < count; i++) {
    // A central directory file header: signature, fixed fields, then name, extra and comment.
    if (at + 46 > end || u32(bytes, at) !== 0x02014b50) return null
    const nameLength = u16(bytes, at + 28)
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32)
    const localHeader = u32(bytes, at + 42)
    if (next > end || localHeader + 4 > bytes.length || u32(bytes, localHeader) !== 0x04034b50) {
      return null
    }
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)))
    at = next
  }
  return names
}

/** What the bytes are: a PDF, a Word 97–2003 document, a Word (OOXML) document, or none. */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF)) return 'pdf'
  // A DOCX is a ZIP package whose directory lists [Content_Types].xml and word/document.xml:
  // any other archive (an .xlsx, a .zip holding an .exe) is not one.
  if (startsWith(bytes, ZIP)) {
    const names = zipEntryNames(bytes)
    return names && DOCX_PARTS.every((part) => names.includes(part)) ? 'docx' : null
  }
  // A DOC is an OLE compound file holding a "WordDocument" stream (not an .xls or .ppt).
  if (startsWith(bytes, CFB) && contains(bytes, WORD_STREAM)) return 'doc'
  return null
}

/**
 * The name a résumé is stored and attached under: from the type its bytes are, never from the
 * name the visitor's computer gave it (which could be "invoice.exe" or "../../cv.html").
 */
export const resumeFileName = (kind: ResumeKind) => `resume.${kind}`

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

/**
 * The résumé as stored: its data URL relabelled with the type its bytes really are, and its name
 * from that type (what the browser said about either is ignored). Null when it is not a résumé.
 */
export function normalizeResume(
  value: string,
): { dataUrl: string; fileName: string; bytes: number } | null {
  const file = decodeDataUrl(value)
  const kind = file && detectResumeKind(file.bytes)
  if (!kind) return null
  return {
    dataUrl: `data:${RESUME_MIME[kind]};base64,${value.slice(value.indexOf(',') + 1)}`,
    fileName: resumeFileName(kind),
    bytes: file!.bytes.length,
  }
}
