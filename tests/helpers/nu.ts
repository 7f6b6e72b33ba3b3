/**
 * The Nu HTML checker (vnu.jar, from the npm package vnu-jar, run by the machine's Java): what it
 * finds wrong in pages' HTML as sent. Errors only; each as "page: line: message".
 *
 * Two kinds of its messages are where the checker is behind the standards, not the page, and are
 * left out: its CSS validator's (it reads neither `@property` nor `color-mix(in …)`, which
 * Tailwind 4's style sheet is made of), and `<link rel="expect" blocking="render">`, which the
 * HTML standard has defined since 2023 (the site shell's render-blocking hint, the checker still
 * wants `rel="stylesheet"` beside `blocking`).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

const VNU = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

interface NuMessage {
  type: string
  url: string
  lastLine?: number
  message: string
}

/** The checker's errors for each page (`pages`: a name such as its path → its HTML). */
export function nuErrors(pages: Map<string, string>): string[] {
  const directory = mkdtempSync(path.join(tmpdir(), 'nu-'))
  try {
    const files = new Map<string, string>()
    let index = 0
    for (const [name, html] of pages) {
      const file = path.join(directory, `page-${index++}.html`)
      writeFileSync(file, html)
      files.set(`file:${file}`, name)
    }
    const run = spawnSync(
      'java',
      ['-jar', VNU, '--errors-only', '--format', 'json', '--exit-zero-always', directory],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    if (run.error) throw run.error
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: NuMessage[] }
    return messages
      .filter((message) => message.type === 'error')
      .filter((message) => !message.message.startsWith('CSS: '))
      .filter(
        (message) =>
          !message.message.startsWith('A “link” element with a “blocking” attribute must have'),
      )
      .map((message) => {
        const name =
          files.get(message.url) ??
          files.get(message.url.replace(/^file:\/\//, 'file:')) ??
          message.url
        return `${name}: ${message.lastLine ?? '?'}: ${message.message}`
      })
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}
