/**
 * A page's HTML written in ASCII alone: every other character as an escape that means the same
 * character where it stands.
 *
 * Why: a stored page is sent from a JavaScript string, and the server's work per request grows with
 * how that string is held. A string of ASCII alone is held one byte per character; a single "—",
 * "→" or "©" (the site's copy has a few dozen per page) makes the engine hold all of it two bytes
 * per character, and then every request pays to encode ~200 kB to UTF-8 again, to measure it for
 * Content-Length and to hash it for the ETag. Measured on the standalone server with /about
 * (193 kB, 26 such characters): 490–560 requests/s as Next writes it, 605–765 in ASCII, against
 * 800–870 for the bare-Next page of the same weight (`npm run bench:speed`, throughput).
 *
 * Where a character stands decides its escape, so the page means exactly what it meant:
 * - in markup and attribute values, a character reference (`&#x2014;`), which the HTML parser
 *   decodes in text, attributes, `<title>` and `<textarea>` alike;
 * - inside `<script>` (JavaScript, or JSON: React's payload, structured data), `\u2014` per UTF-16
 *   unit, which JavaScript and JSON read as the same character in a string, and JavaScript also in
 *   an identifier, a template or a regular expression;
 * - inside `<style>`, a CSS escape (`\2014 `, the space ends it and is not part of the value).
 * A script of another type (a template, a data block) cannot be escaped without knowing its
 * language: that is reported as a problem, and the page is left as it was.
 *
 * The result is made again from its bytes (./index.mjs, `compactString`) so that it is held one
 * byte per character: a string built by `replace` from a two-byte string stays two-byte.
 *
 * One step of ./index.mjs. Plain JavaScript: the cache handler imports it at run time.
 */

const NON_ASCII = /[^\x00-\x7f]/

/**
 * A page in a language written in another script (`<html data-script="arabic">`,
 * web/components/shell/root-document.tsx) is left in UTF-8: nearly every letter of it is outside
 * ASCII, and as a reference (`&#x627;`, 7 bytes for UTF-8's 2) it weighs more in the cache and on
 * the wire: /ar is 656 kB raw and 108.6 kB gzip in UTF-8, 821 kB and 113.9 kB escaped. It takes
 * the server's re-encoding per request instead (docs/performance.md).
 */
const OTHER_SCRIPT = /^<!DOCTYPE html>\s*<html\b[^>]*\sdata-script=/i

/** `<script>` and `<style>` elements, whose text the HTML parser does not decode. */
const RAW_TEXT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi

/** Script types whose text is JavaScript or JSON (an absent type is JavaScript). */
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i
const JS_OR_JSON =
  /^(text\/javascript|application\/javascript|module|application\/json|application\/ld\+json|importmap|speculationrules)$/i

/** Each character outside ASCII, a surrogate pair as one. */
const EACH_NON_ASCII = /[^\x00-\x7f]/gu

/** @param {string} text @param {(codePoint: number) => string} escape */
function escapeEach(text, escape) {
  return text.replace(EACH_NON_ASCII, (char) => escape(/** @type {number} */ (char.codePointAt(0))))
}

/** @param {number} code */
const characterReference = (code) => `&#x${code.toString(16)};`

/** @param {number} code */
function javascriptEscape(code) {
  const units = String.fromCodePoint(code)
  let out = ''
  for (let index = 0; index < units.length; index++)
    out += `\\u${units.charCodeAt(index).toString(16).padStart(4, '0')}`
  return out
}

/** @param {number} code */
const cssEscape = (code) => `\\${code.toString(16)} `

/**
 * The ASCII step: the page with every character outside ASCII escaped where it stands, or as it was
 * with the `problem` that stopped it. A page that is ASCII already comes back unchanged.
 * @param {string} html
 * @returns {{ html: string, problem?: string }}
 */
export function asciiMarkup(html) {
  if (!NON_ASCII.test(html) || OTHER_SCRIPT.test(html)) return { html }
  let out = ''
  let last = 0
  /** @type {string | undefined} */
  let problem
  for (const match of html.matchAll(RAW_TEXT)) {
    const [element, name, attributes, text] = /** @type {[string, string, string, string]} */ (
      /** @type {unknown} */ (match)
    )
    const start = /** @type {number} */ (match.index)
    out += escapeEach(html.slice(last, start), characterReference)
    last = start + element.length
    if (!NON_ASCII.test(element)) {
      out += element
      continue
    }
    const opening = `<${name}${attributes}>`
    if (NON_ASCII.test(opening)) {
      problem = `a <${name}> tag with characters outside ASCII in its attributes: ${opening.slice(0, 120)}`
      break
    }
    const type = SCRIPT_TYPE.exec(attributes)?.[1]
    if (name.toLowerCase() === 'script' && type && !JS_OR_JSON.test(type)) {
      problem = `a <script type="${type}"> with characters outside ASCII, in a language this step does not know`
      break
    }
    const escape = name.toLowerCase() === 'script' ? javascriptEscape : cssEscape
    out += `${opening}${escapeEach(text, escape)}${element.slice(opening.length + text.length)}`
  }
  if (problem) return { html, problem }
  out += escapeEach(html.slice(last), characterReference)
  if (/<(script|style)\b/i.test(html.slice(last)) && NON_ASCII.test(html.slice(last)))
    return { html, problem: 'a <script> or <style> element that is not closed' }
  return { html: out }
}
