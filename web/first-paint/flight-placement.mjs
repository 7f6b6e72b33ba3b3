/**
 * React's flight data placed beside the markup it repeats, where compression finds the repeat.
 *
 * A prerendered page carries its content twice: as HTML, and as React's flight data (what
 * hydration and client navigation read), which Next writes in scripts at the end of the body. The
 * flight data repeats the markup's class names and texts, but on a long page it starts more than
 * 32 kB after them, out of reach of gzip's window: on the home page the two compress apart, 44 and
 * 32 kB, and together only 1 kB less (issue 46).
 *
 * The data is a list of rows (`id:value`), and the browser reads them all before React starts (the
 * start-up scripts are inserted after the document is parsed, ./deferred-scripts.mjs). So each row
 * can be pushed from a script right after the markup it repeats: the row's rarest long strings are
 * looked up in the markup, and the row goes to the first place after them where a script may stand.
 * One rule keeps React's reading as it was: a row that Next wrote before a row that refers to it
 * stays before it (a client reference cannot wait for its module's row, and an element's type
 * cannot wait for its row either); a row that refers to one written later (an outlined part of the
 * tree, as Next writes it itself) may keep doing so. Rows without strings found in the markup, and
 * the rows Next wrote before them that they need, stay where Next put them.
 *
 * A script inside an element would be a node React's hydration does not expect there, so each one
 * removes itself as it runs (`document.currentScript.remove()`): by the time React hydrates, the
 * document is the markup alone, as Next wrote it. Those left at the end of the body, and Next's
 * bootstrap (now right after `<body>`, before every push), are where React expects scripts.
 * Places are only where a script is allowed and inert: after a closing tag of a flow element, in
 * the body, outside `<svg>`, `<math>`, tables, `<select>`, `<picture>`, media and templates.
 *
 * The strings pushed are the same rows, each whole: only their order and the scripts that carry
 * them change (tests/unit/first-paint/flight-placement.test.ts runs them). A page whose flight
 * data has another shape is reported as a problem and left as it was; a page already placed, or
 * without flight data, is left alone.
 *
 * One step of ./index.mjs, after ./flight-scripts.mjs (it reads the single-quoted scripts that step
 * writes). Plain JavaScript: the cache handler imports it at run time.
 */
import { Parser } from 'htmlparser2'
import { REMOVES_ITSELF, singleQuotedBody } from './flight-scripts.mjs'

/** Next's bootstrap of the flight data, before its first push. */
const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>'

/** A flight script as ./flight-scripts.mjs writes it: a single-quoted string. */
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[1,'((?:[^'\\]|\\.)*)'\]\)<\/script>/g

/** Any push onto the flight data but the bootstrap's. */
const ANY_PUSH = /self\.__next_f\.push\(/g

/** What ends a script placed inside an element, which takes itself out of the document. */
const SELF_REMOVING = `${REMOVES_ITSELF}</script>`

/**
 * Row tags whose value is a length in hexadecimal, a comma and that many bytes (as React's flight
 * client reads them); every other row ends at a newline.
 */
const LENGTH_TAGS = new Set('TAOobUSsLlGgMmV')

/** A reference to another row in a row's JSON: `"$1b"`, `"$L1b"`, `"$@1b"`, `"$1b:props:x"`. */
const REFERENCE = /"\$([A-Za-z@]?)([0-9a-f]+)(?::[^"\\]*)?"/g

/** A JSON string literal. */
const STRING_LITERAL = /"((?:[^"\\]|\\.)*)"/g

/** Strings shorter than this are too common in the markup to say where a row belongs. */
const MIN_ANCHOR_LENGTH = 12

/** How many of a row's rarest strings decide where it goes (the last of them in the markup). */
const ANCHORS_PER_ROW = 3

/** Occurrences counted of a string before it counts as common. */
const MAX_OCCURRENCES = 8

/**
 * Rows placed within this many characters of markup share one script (at the stretch's last
 * place): a quarter of gzip's window later at most, and a fifth of the scripts. A page whose
 * flight rows all fall within it (a short page, all of it in gzip's window) keeps them at the end.
 */
const STRETCH = 8192

/** Elements after whose closing tag a script may stand. */
const PLACE_AFTER = new Set([
  'a', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'figure', 'footer', 'form', 'h1',
  'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'li', 'main', 'nav', 'ol', 'p', 'section', 'span', 'ul',
]) // prettier-ignore

/** Elements inside which no script is placed. */
const NO_PLACE_INSIDE = new Set([
  'audio', 'colgroup', 'datalist', 'head', 'math', 'noscript', 'optgroup', 'picture', 'select',
  'svg', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead', 'tr', 'video',
]) // prettier-ignore

/**
 * The text a flight script pushes (the body of its single-quoted string literal).
 * @param {string} body
 */
function decode(body) {
  return JSON.parse(
    `"${body.replace(/\\(.)|"/g, (match, escaped) => (escaped === undefined ? '\\"' : escaped === "'" ? "'" : match))}"`,
  )
}

/**
 * The body of a single-quoted string literal pushing `text`, escaped as Next escapes its own
 * (no `<`, `>` or `&` that the HTML parser could read, no line separators).
 * @param {string} text
 */
function encode(text) {
  return singleQuotedBody(
    JSON.stringify(text)
      .slice(1, -1)
      .replace(
        /[<>&\u2028\u2029]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
  )
}

/** @param {number} codePoint */
const utf8Length = (codePoint) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/**
 * The rows of flight data, each whole (with its newline), as React's flight client splits them.
 * @param {string} text
 * @returns {{ id: string, text: string, sized: boolean }[]}
 */
export function flightRows(text) {
  const rows = []
  let at = 0
  while (at < text.length) {
    const colon = text.indexOf(':', at)
    const id = text.slice(at, colon)
    if (colon < 0 || !/^[0-9a-f]*$/.test(id))
      throw new Error(`a flight row without an id at ${at}: ${text.slice(at, at + 40)}`)
    if (LENGTH_TAGS.has(text[colon + 1] ?? '')) {
      const comma = text.indexOf(',', colon + 2)
      const hex = text.slice(colon + 2, comma)
      if (comma < 0 || !/^[0-9a-f]+$/.test(hex))
        throw new Error(`flight row ${id} without its length`)
      let bytes = Number.parseInt(hex, 16)
      let end = comma + 1
      while (bytes > 0 && end < text.length) {
        const codePoint = /** @type {number} */ (text.codePointAt(end))
        bytes -= utf8Length(codePoint)
        end += codePoint > 0xffff ? 2 : 1
      }
      if (bytes !== 0) throw new Error(`flight row ${id} shorter or longer than its length`)
      rows.push({ id, text: text.slice(at, end), sized: true })
      at = end
    } else {
      const newline = text.indexOf('\n', colon)
      if (newline < 0) throw new Error(`flight row ${id} without its newline`)
      rows.push({ id, text: text.slice(at, newline + 1), sized: false })
      at = newline + 1
    }
  }
  return rows
}

/**
 * The ids a row may refer to (every reading of each reference: `"$b1"` is row `b1` or, with the
 * prefix `b`, row `1`; taking both only keeps more rows in their order).
 * @param {{ text: string, sized: boolean }} row
 */
function referencedIds(row) {
  /** @type {Set<string>} */
  const ids = new Set()
  if (row.sized) return ids
  for (const [, prefix, id] of row.text.matchAll(REFERENCE)) {
    ids.add(/** @type {string} */ (id))
    if (prefix) ids.add(prefix + id)
  }
  return ids
}

/** How React escapes text and attribute values (`'` as `&#x27;`, unlike the e-mails' escaping). */
const REACT_ESCAPES = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' }

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(
    /["'&<>]/g,
    (char) => REACT_ESCAPES[/** @type {keyof typeof REACT_ESCAPES} */ (char)],
  )

/**
 * A row's strings long enough to locate it, as React writes them in the markup.
 * @param {{ text: string, sized: boolean }} row
 */
function anchorStrings(row) {
  if (row.sized) {
    const value = row.text.slice(row.text.indexOf(',') + 1)
    return value.length >= MIN_ANCHOR_LENGTH ? [escapeHtml(value)] : []
  }
  const strings = []
  for (const [literal] of row.text.matchAll(STRING_LITERAL)) {
    if (literal.length < MIN_ANCHOR_LENGTH + 2 || literal.startsWith('"$')) continue
    try {
      strings.push(escapeHtml(JSON.parse(literal)))
    } catch {
      // Not a string of the row's JSON (a quote inside a sized value): no anchor.
    }
  }
  return strings
}

/**
 * Where in `markup` a row's content is: just after the last of its rarest strings' first
 * occurrences, or `undefined` when none of them occurs.
 * @param {string} markup
 * @param {string[]} strings
 */
function anchorOf(markup, strings) {
  /** @type {{ first: number, count: number, length: number }[]} */
  const found = []
  for (const string of new Set(strings)) {
    let index = markup.indexOf(string)
    if (index < 0) continue
    const first = index + string.length
    let count = 1
    while (count < MAX_OCCURRENCES && (index = markup.indexOf(string, index + 1)) >= 0) count++
    found.push({ first, count, length: string.length })
  }
  if (found.length === 0) return undefined
  found.sort((a, b) => a.count - b.count || b.length - a.length)
  return Math.max(...found.slice(0, ANCHORS_PER_ROW).map((anchor) => anchor.first))
}

/**
 * The places in `markup` where a script may stand (sorted), and where the body's opening tag ends.
 * @param {string} markup
 */
function scriptPlaces(markup) {
  /** @type {number[]} */
  const places = []
  let bodyStart = -1
  let inBody = false
  let closed = 0
  const parser = new Parser({
    onopentag(name) {
      if (name === 'body') {
        inBody = true
        bodyStart = parser.endIndex + 1
      }
      if (NO_PLACE_INSIDE.has(name)) closed++
    },
    onclosetag(name, implied) {
      if (NO_PLACE_INSIDE.has(name)) closed--
      if (name === 'body') inBody = false
      else if (!implied && inBody && closed === 0 && PLACE_AFTER.has(name))
        places.push(parser.endIndex + 1)
    },
  })
  parser.end(markup)
  return { places, bodyStart }
}

/**
 * The first place at or after `index` (binary search), or `end` when there is none before it.
 * @param {number[]} places @param {number} index @param {number} end
 */
function placeAfter(places, index, end) {
  let low = 0
  let high = places.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (/** @type {number} */ (places[middle]) < index) low = middle + 1
    else high = middle
  }
  return Math.min(places[low] ?? end, end)
}

/**
 * The flight-placement step: the page with each flight row pushed right after the markup it
 * repeats, or as it was with the `problem` that stopped it.
 * @param {string} html
 * @param {{ stretch?: number }} [options] `stretch`: characters of markup whose rows share a script
 * @returns {{ html: string, problem?: string }}
 */
export function flightPlacement(html, { stretch = STRETCH } = {}) {
  if (!html.includes('self.__next_f') || html.includes(SELF_REMOVING)) return { html }
  const end = html.indexOf(BOOTSTRAP)
  const scripts = [...html.matchAll(FLIGHT_SCRIPT)]
  if (end < 0) return { html, problem: "flight data without Next's bootstrap script" }
  const pushes = html.match(ANY_PUSH)?.length ?? 0
  if (scripts.length === 0 || scripts.length !== pushes)
    return {
      html,
      problem: `${pushes - scripts.length} of ${pushes} flight pushes in a shape it does not know`,
    }
  if (/** @type {number} */ (scripts[0]?.index) < end)
    return { html, problem: 'a flight script before the bootstrap script' }

  /** @type {ReturnType<typeof flightRows>} */
  let rows
  try {
    rows = flightRows(scripts.map((script) => decode(/** @type {string} */ (script[1]))).join(''))
  } catch (error) {
    return { html, problem: error instanceof Error ? error.message : String(error) }
  }
  let markup = html.slice(0, end)
  let last = end + BOOTSTRAP.length
  for (const script of scripts) {
    markup += html.slice(last, script.index)
    last = /** @type {number} */ (script.index) + script[0].length
  }
  const tail = html.slice(last)
  const { places, bodyStart } = scriptPlaces(markup + tail)
  if (bodyStart < 0 || bodyStart > end) return { html, problem: 'no <body> before the flight data' }

  /** Each row, where Next wrote it (`index`) and the place it goes to (`at`). */
  const placed = rows.map((row, index) => {
    const anchor = anchorOf(markup, anchorStrings(row))
    return { row, index, at: anchor === undefined ? end : placeAfter(places, anchor, end) }
  })
  const byId = new Map(placed.map((entry) => [entry.row.id, entry]))
  // A row Next wrote before one that refers to it stays before it (later rows first, so a row
  // moved up takes the rows it needs along).
  for (const entry of placed.toReversed())
    for (const id of referencedIds(entry.row)) {
      const needed = byId.get(id)
      if (needed && needed.index < entry.index) needed.at = Math.min(needed.at, entry.at)
    }
  placed.sort((a, b) => a.at - b.at || a.index - b.index)

  // Rows placed within a stretch of markup share one script, at the stretch's last place.
  /** @type {{ start: number, place: number, text: string }[]} */
  const groups = []
  for (const { row, at } of placed) {
    const current = groups.at(-1)
    if (current && (at === current.place || at - current.start < stretch)) {
      current.place = at
      current.text += row.text
    } else groups.push({ start: at, place: at, text: row.text })
  }
  // Nothing before the end of the body (a short page): as Next wrote it.
  if (groups.every((group) => group.place === end)) return { html }

  let out = markup.slice(0, bodyStart) + BOOTSTRAP
  let from = bodyStart
  for (const { place, text } of groups) {
    out += markup.slice(from, place)
    out += `<script>self.__next_f.push([1,'${encode(text)}'])`
    out += place < end ? `${REMOVES_ITSELF}</script>` : '</script>'
    from = place
  }
  return { html: out + markup.slice(from) + tail }
}
