/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, so tests
 * read the e-mails that actually arrived: envelope, headers, text, HTML and attachments.
 */
import { SMTPServer } from 'smtp-server'

export interface ReceivedPart {
  contentType: string
  filename: string | null
  content: Buffer
}

export interface ReceivedMail {
  envelopeFrom: string
  envelopeTo: string[]
  raw: string
  headers: Map<string, string[]>
  subject: string
  from: string
  to: string
  replyTo: string
  text: string
  html: string
  attachments: ReceivedPart[]
}

export interface MailboxOptions {
  port: number
  /** Refuse a message with this reply (e.g. 451 or 550) when it returns one. */
  refuse?: (mail: { to: string[]; attempt: number }) => { code: number; message: string } | null
}

export interface Mailbox {
  port: number
  url: string
  messages: ReceivedMail[]
  /** Every delivery attempt per recipient, refused ones included. */
  attempts: Map<string, number>
  to(address: string): ReceivedMail[]
  waitFor(
    predicate: (mail: ReceivedMail) => boolean,
    options?: { count?: number; timeoutMs?: number },
  ): Promise<ReceivedMail[]>
  close(): Promise<void>
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=(\s+(?==\?))?/g,
    (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  )
}

function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>()
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ')
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = decodeWords(line.slice(colon + 1).trim())
    headers.set(name, [...(headers.get(name) ?? []), value])
  }
  return headers
}

function decodeBody(body: string, encoding: string): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64')
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      )
    default:
      return Buffer.from(body, 'utf8')
  }
}

function parameter(header: string, name: string): string | null {
  const match = new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header)
  return match ? (match[1] ?? match[2] ?? null) : null
}

function leafParts(raw: string): { headers: Map<string, string[]>; body: string }[] {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = parseHeaders(split === -1 ? raw : raw.slice(0, split))
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const type = headers.get('content-type')?.[0] ?? 'text/plain'
  const boundary = parameter(type, 'boundary')
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [{ headers, body }]
  const sections = body.split(
    new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`),
  )
  return sections
    .slice(1)
    .filter((section) => section.trim())
    .flatMap((section) => leafParts(section))
}

export function parseMail(raw: string, envelopeFrom = '', envelopeTo: string[] = []): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = parseHeaders(raw.slice(0, split))
  const mail: ReceivedMail = {
    envelopeFrom,
    envelopeTo,
    raw,
    headers,
    subject: headers.get('subject')?.[0] ?? '',
    from: headers.get('from')?.[0] ?? '',
    to: headers.get('to')?.[0] ?? '',
    replyTo: headers.get('reply-to')?.[0] ?? '',
    text: '',
    html: '',
    attachments: [],
  }
  for (const part of leafParts(raw)) {
    const type = (part.headers.get('content-type')?.[0] ?? 'text/plain').toLowerCase()
    const disposition = part.headers.get('content-disposition')?.[0] ?? ''
    const content = decodeBody(
      part.body,
      part.headers.get('content-transfer-encoding')?.[0] ?? '7bit',
    )
    const filename = parameter(disposition, 'filename') ?? parameter(type, 'name')
    if (/attachment/i.test(disposition) || filename) {
      mail.attachments.push({ contentType: type.split(';')[0]!.trim(), filename, content })
    } else if (type.startsWith('text/html')) mail.html = content.toString('utf8')
    else if (type.startsWith('text/plain')) mail.text = content.toString('utf8')
  }
  return mail
}

export async function startMailbox(options: MailboxOptions): Promise<Mailbox> {
  const messages: ReceivedMail[] = []
  const attempts = new Map<string, number>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address)
        const key = to.join(',')
        const attempt = (attempts.get(key) ?? 0) + 1
        attempts.set(key, attempt)
        const refusal = options.refuse?.({ to, attempt })
        if (refusal) {
          const error = new Error(refusal.message) as Error & { responseCode: number }
          error.responseCode = refusal.code
          callback(error)
          return
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  return {
    port: options.port,
    url: `smtp://127.0.0.1:${options.port}`,
    messages,
    attempts,
    to: (address) => messages.filter((m) => m.envelopeTo.includes(address)),
    async waitFor(predicate, { count = 1, timeoutMs = 20_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.filter(predicate)
        if (found.length >= count) return found
        if (Date.now() > deadline) {
          throw new Error(
            `Expected ${count} matching e-mail(s), got ${found.length} in ${timeoutMs} ms`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
