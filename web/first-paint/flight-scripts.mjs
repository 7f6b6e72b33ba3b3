/**
 * React's flight data in single-quoted strings: the same data, ~12 % fewer bytes.
 *
 * Next writes a page's flight data (what hydration and client navigation read) as inline scripts,
 * `self.__next_f.push([1,"…"])`, each a JSON string in double quotes. The data is itself JSON, so
 * every one of its quotes is escaped (`\"`): ~9 kB of a content page's ~75 kB of flight data, 24 kB
 * of the home page's, a tenth of a kilobyte or more after compression (issue 46). In single quotes
 * the same string needs no escape for `"`, and the data has almost no `'` (escaped as `\'`). Every
 * other escape of JSON means the same in JavaScript, so the script pushes the same string.
 *
 * A page whose flight scripts have another shape (a Next release that writes them differently)
 * is reported as a problem and left as it was; a page without flight data (no `self.__next_f`) is
 * left alone.
 *
 * One step of ./index.mjs. Plain JavaScript: the cache handler imports it at run time.
 */

/** A flight script as Next writes it: a JSON string (no raw `"` inside, `\` starts an escape). */
const DOUBLE_QUOTED = /<script>self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)<\/script>/g

/**
 * What ./flight-placement.mjs adds to a flight script it places inside an element: the script takes
 * itself out of the document as it runs.
 */
export const REMOVES_ITSELF = ';document.currentScript.remove()'

/** A flight script this step has written (and ./flight-placement.mjs may have moved). */
const SINGLE_QUOTED = new RegExp(
  `<script>self\\.__next_f\\.push\\(\\[1,'(?:[^'\\\\]|\\\\.)*'\\]\\)(?:${REMOVES_ITSELF.replace(/[.()]/g, '\\$&')})?</script>`,
  'g',
)

/** Any push of a text chunk onto the flight data, whatever its shape. */
const ANY_TEXT_PUSH = /self\.__next_f\.push\(\[1,/g

/** An escape of the JSON string, or a single quote. */
const ESCAPE_OR_QUOTE = /\\(.)|'/g

/**
 * The body of a JSON string literal as the body of a single-quoted JavaScript string literal with
 * the same value.
 * @param {string} body
 */
export function singleQuotedBody(body) {
  return body.replace(ESCAPE_OR_QUOTE, (match, escaped) =>
    escaped === '"' ? '"' : match === "'" ? "\\'" : match,
  )
}

/**
 * The flight-scripts step: the page with its flight data in single-quoted strings, or as it was
 * with the `problem` that stopped it.
 * @param {string} html
 * @returns {{ html: string, problem?: string }}
 */
export function flightScripts(html) {
  if (!html.includes('self.__next_f')) return { html }
  const pushes = html.match(ANY_TEXT_PUSH)?.length ?? 0
  const written = html.match(DOUBLE_QUOTED)?.length ?? 0
  const done = html.match(SINGLE_QUOTED)?.length ?? 0
  if (pushes === 0)
    return { html, problem: 'self.__next_f without a flight script of the shape it knows' }
  if (written + done !== pushes)
    return {
      html,
      problem: `${pushes - written - done} of ${pushes} flight scripts in a shape it does not know`,
    }
  return {
    html: html.replace(
      DOUBLE_QUOTED,
      (_script, body) => `<script>self.__next_f.push([1,'${singleQuotedBody(body)}'])</script>`,
    ),
  }
}
