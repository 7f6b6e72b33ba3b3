/**
 * A prerendered page starts its JavaScript after its first paint.
 *
 * Next writes the page's start-up scripts (the Turbopack runtime, React, the router, the page's
 * client components) as `<script src async>` in the `<head>`, with a `<link rel=preload>` for the
 * largest. The browser fetches them while it reads the HTML and runs each as soon as it arrives,
 * in between the parser's chunks: on a fast connection before the first frame is painted, which
 * then waits for them, and on a slow one they share the bandwidth with the HTML and the style
 * sheet the first frame needs.
 *
 * Here those tags are taken out and an inline script in their place inserts the same scripts,
 * in the same order and still `async`, once the document is parsed and painted: its first
 * contentful paint reported and a frame rendered after `DOMContentLoaded` (at once when the page is
 * hidden, where no frame comes; 1 s after the parse at the latest). The page paints from its HTML and inline rules alone, then
 * hydrates as before. Links and the page's content work without the scripts; what needs them
 * (menus, forms) needs React, which hydrates one frame and a download later than before.
 *
 * The same inline script keeps a form without an `action` (every form of the site that React
 * handles: the lead forms, the calculator, checkout) from being submitted by the browser itself,
 * as it would be when a visitor sends it before React has hydrated it: that reloads the page and
 * loses what was typed. The form stays as it is, and React takes the next try. React's own
 * handlers cancel the browser's submit anyway; forms with an `action` (the search box) are left
 * alone.
 *
 * And it reloads a page the server no longer has the scripts of, once per path and session: a page
 * from an earlier deployment (a CDN answering with the stale copy while it revalidates, after a
 * deploy that removed the old chunks). React and Next retry a client component whose chunk cannot
 * be loaded in a loop of renders that never ends (tens of thousands of commits a second, a phone's
 * CPU at 100 % for as long as the page is open; the bare Next.js floor does the same). A script of
 * Next's that fails to load is asked for again with HEAD: only a 404 or 410 reloads the page, so a
 * dropped connection, where the reload would show nothing better and lose what was typed, does not.
 *
 * One step of ./index.mjs, which applies it to the prerendered pages after `next build` and to every
 * page the cache stores later. Plain JavaScript: the cache handler imports it at run time (no
 * TypeScript there). Pages rendered per request (the Studio, the lead desk, draft previews) keep
 * Next's tags.
 */

/** Next's start-up scripts: its own chunks, `async`, nothing else on the tag. */
const START_UP_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g

/** Next's preload for one of them. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="([^"]+)"\/>/g

/** Marks the inline script that inserts them, so a page is rewritten once. */
const MARK = 'data-start-up-scripts'

/** Session storage key (with the path after it) of a page reloaded because its scripts are gone. */
export const STALE_RELOAD_KEY = 'staleScriptsReload:'

/**
 * The inline script: inserts `srcs` once the first contentful paint is reported (a
 * PerformanceObserver, `buffered`) and a frame has been rendered after the parse (a
 * ResizeObserver's first callback comes in the next rendering update, a MessageChannel task after
 * it); at once when the page is hidden; 1 s after the parse at the latest. Neither timers nor
 * `requestAnimationFrame` decide it: a page whose clock is stopped (Playwright's) still starts.
 */
function loader(srcs) {
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c')
  return (
    `<script ${MARK}>(function(){var s=${list},d=0,n=0;` +
    `function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `function step(){if(++n===2)go()}` +
    `function painted(c){try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return c();new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();c()}}).observe({type:'paint',buffered:true})}catch(e){c()}}` +
    `function framed(c){if(typeof ResizeObserver!=='function')return c();var r=new ResizeObserver(function(){r.disconnect();var m=new MessageChannel();m.port1.onmessage=function(){c()};m.port2.postMessage(0)});r.observe(document.documentElement)}` +
    `function later(){if(document.visibilityState==='hidden')return go();framed(step);setTimeout(go,1000)}` +
    `painted(step);` +
    `addEventListener('submit',function(e){var f=e.target;if(f&&f.nodeName==='FORM'&&!f.hasAttribute('action'))e.preventDefault()},true);` +
    `addEventListener('error',function(e){var t=e.target,k='${STALE_RELOAD_KEY}'+location.pathname;if(!t||t.nodeName!=='SCRIPT'||String(t.src).indexOf('/_next/static/')<0)return;try{if(sessionStorage.getItem(k))return}catch(x){return}fetch(t.src,{method:'HEAD',cache:'no-store'}).then(function(r){if(r.status!==404&&r.status!==410)return;try{sessionStorage.setItem(k,'1')}catch(x){return}location.reload()},function(){})},true);` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',later);else later()})()</script>`
  )
}

/** The scripts a rewritten page inserts after its first paint (none for a page not rewritten). */
export function startUpScripts(html) {
  const marked = html.match(new RegExp(`<script ${MARK}>\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`))
  return marked ? JSON.parse(marked[1]) : []
}

/**
 * Any script of the build loaded from the page that runs as a module-capable browser's would: what
 * the rewrite must have matched. (The `noModule` bundle is for browsers without modules.)
 */
const ANY_BUILD_SCRIPT = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="\/_next\/static\/[^>]*>/g

/**
 * The start-up scripts step: the page with Next's start-up scripts inserted after its first paint,
 * and `problem` when the step did not match the page as it should (no start-up scripts, or one
 * in a shape this does not know, left as Next wrote it). A page already rewritten is left alone.
 * @param {string} html
 * @returns {{ html: string, problem?: string }}
 */
export function deferredScripts(html) {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return { html, problem: 'no </head> in the page' }
  if (html.includes(`<script ${MARK}>`)) return { html }
  const srcs = [...html.matchAll(START_UP_SCRIPT)].map((match) => match[1])
  const deferred = new Set(srcs)
  let first = -1
  const out = html
    .replace(SCRIPT_PRELOAD, (tag, href) => (deferred.has(href) ? '' : tag))
    .replace(START_UP_SCRIPT, (tag, src, offset) => {
      if (first < 0) first = offset
      return ''
    })
  // A script of the build that the pattern above does not match: Next changed its markup.
  const unknown = out.match(ANY_BUILD_SCRIPT)
  if (unknown)
    return { html, problem: `a start-up script of a shape it does not know: ${unknown[0]}` }
  if (srcs.length === 0)
    return {
      html,
      problem: 'no start-up scripts of Next\'s (<script src="/_next/static/…" async="">)',
    }
  // In the head, where the first of them was (or at its end when they were all in the body).
  const at = first >= 0 && first < out.indexOf('</head>') ? first : out.indexOf('</head>')
  return { html: out.slice(0, at) + loader(srcs) + out.slice(at) }
}

/** The page with Next's start-up scripts inserted after its first paint; as it was without any. */
export function deferStartUpScripts(html) {
  return deferredScripts(html).html
}
