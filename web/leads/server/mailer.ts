/**
 * SMTP delivery for the outbox (nodemailer, a pooled connection to SMTP_URL).
 */
import nodemailer from 'nodemailer'
import type { Mailer } from '@/core/leads/email-outbox.ts'

export function createSmtpMailer(url: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        headers: mail.headers,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          content: file.base64,
          encoding: 'base64',
          contentType: file.contentType,
        })),
        // Header values are single-line already; refuse anything else rather than fold it.
        disableFileAccess: true,
        disableUrlAccess: true,
      })
    },
    close: () => transport.close(),
  }
}
