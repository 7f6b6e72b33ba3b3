/**
 * The site's font on a first visit (issue 15: LCP and main-thread time on a phone).
 *
 * A web font used by the first screen's text is fetched as soon as the first layout needs it, or
 * earlier when preloaded: either way its 30 kB share a slow link with the HTML, the stylesheet and
 * the scripts, and the first paint waits for them all. Instead, the site shell's inline script
 * (below) marks <html data-font="deferred"> before anything is drawn; app/globals.css then sets
 * the text in the metric-matched local fallback (same line breaks, nothing moves). After the load
 * event and the first paint the script fetches Inter in the background and, once it is in the
 * browser's cache, sets a session flag: later pages of the session use Inter from their first
 * paint.
 *
 * Once Inter has arrived, the first page swaps it in (issue 45: the brand font on the visit's first
 * page too), when the browser is next idle (within 1 s): the fallback
 * is scaled to Inter's metrics, so the text keeps its line breaks and nothing visibly moves; the
 * relayout (one task of ~90 ms on the home page here) comes after the load, not before the first
 * paint. A paragraph still has a few widths where a line fits in one face and not the other, so
 * the swap checks first: it notes the top and bottom of each element on the screen (walking only
 * into boxes that reach it, so sections content-visibility skips stay unrendered), sets the text
 * in Inter, measures again in the same task, and when one has moved (SWAP_TOLERANCE) keeps the
 * fallback for the text that moved it (FONT_PINNED_ATTRIBUTE), before anything is drawn; if that
 * does not hold the screen still, the page stays in the fallback. (Trying again once the
 * visitor had scrolled past the line let scroll anchoring hold the screen in the check, but the
 * next frame still moved a section by 52 px at 345 px.) Later pages of the session use Inter
 * from their first paint (the flag), and a client-side navigation drops the mark
 * (releaseDeferredFont, called on every path change) if the font has not arrived yet. Without
 * JavaScript nothing is marked and Inter loads as usual (font-display: swap).
 */

/** Session storage key: set once Inter has loaded in this session (it is then in the cache). */
export const FONT_SESSION_KEY = 'font-inter-loaded'

/** The attribute on <html> that holds the text in the fallback font, and its value. */
export const FONT_DEFERRED_ATTRIBUTE = 'data-font'
export const FONT_DEFERRED_VALUE = 'deferred'

/**
 * The swap on a first page is tried only where nothing on the screen moves: each element there
 * keeps the part of it on the screen (its top and bottom there) within this many CSS pixels in
 * Inter. The fallback is scaled to Inter's metrics, so lines keep their height, but a line that
 * fits in one face and not in the other ends elsewhere at a few widths of any paragraph (the home
 * hero's intro at 342–351 px), and what follows it would move by a line.
 */
export const SWAP_TOLERANCE = 2

/**
 * Where a swap would move something on the screen, the text that would end its lines elsewhere
 * (an element of its own text whose height changes in the site's face: the cause, not what
 * follows it) keeps the fallback, marked with this attribute, and the rest of the page takes the
 * site's face; the check runs again until nothing on the screen moves. An outside review found
 * `/blogs` and the landing pages in the fallback for the whole first visit at 1280-1440 px (one
 * card title, one hero paragraph kept the whole page in it).
 * At most SWAP_MAX_PINNED such elements: a screen that would need more stays in the fallback, as
 * before, rather than mixing two faces throughout. app/globals.css gives them the fallback. A
 * client-side page change releases them
 * ({@link releaseDeferredFont}); the next page of the session starts in the site's face.
 */
export const FONT_PINNED_ATTRIBUTE = 'data-font-pin'
export const SWAP_MAX_PINNED = 6

/**
 * The inline script. Written by hand, a few hundred bytes, constant; it runs at the top of <body>,
 * before the first layout, and only sets the mark: reading a computed style there (next/font's
 * family) made the browser style the document in the middle of its parse, ~10-15 ms before the
 * first frame. The family is read from next/font's `--font-inter` on <html> when the font is asked
 * for, after the load event, the first contentful paint (reported by paint timing: the load event
 * can come first now that the scripts start after the paint, web/first-paint/deferred-scripts.mjs) and
 * two frames more (1 s after the load event at the latest); importing the font module into the
 * site's layout would give the layout a stylesheet of its own, one more request before the first
 * paint. On an Arabic page (`--font-arabic` set on its <html>, web/fonts/index.ts) the Arabic face
 * is fetched beside Inter (one load of both families) and remembered, but the first page keeps
 * its fallback: the visitor's own Arabic face (Noto Naskh on Android, Geeza Pro on Apple, Segoe UI
 * on Windows, DejaVu Sans on Linux) sets Arabic words wider or narrower than Noto Sans Arabic, and
 * no one size adjustment fits them all, so a swap there rewraps lines and moves the page (a shift
 * of 0.2-0.28 measured on /ar and a post at 375 px). Nor does the check below hold it still: where
 * the visitor's face has other ascents than Noto's, every line's text moves inside boxes that do
 * not (text 6-22 px higher in unmoved boxes on /ar/about at 1440 px with DejaVu Sans: a shift of
 * 0.003, which the check, measuring elements, does not see). The session's next pages start in it
 * when it is in before their first frame ({@link heldFontScript}).
 * Without the variable the mark is dropped (the stylesheet's font
 * applies); once the font has loaded the mark is dropped (the swap); if it cannot load, the page
 * keeps the fallback and nothing is remembered: the next page tries again.
 */
export const DEFERRED_FONT_SCRIPT = `(function(){try{var d=document.documentElement,s=sessionStorage,k=${JSON.stringify(
  FONT_SESSION_KEY,
)},a=${JSON.stringify(FONT_DEFERRED_ATTRIBUTE)},N=${JSON.stringify(FONT_PINNED_ATTRIBUTE)},v=${JSON.stringify(FONT_DEFERRED_VALUE)},F=document.fonts;if(s.getItem(k)||!F)return;d.setAttribute(a,v);var g=0;function u(){d.removeAttribute(a)}function I(f){(typeof requestIdleCallback<'u'?requestIdleCallback:setTimeout)(f,{timeout:1e3})}function X(){var H=innerHeight,W=d.clientWidth,o=[],q=[document.body],e,b,c,i;while(q.length){e=q.pop();b=e.getBoundingClientRect();if(b.width||b.height){if(b.bottom<=0||b.top>=H||b.right<=0||b.left>=W)continue;o.push(e,Math.max(b.top,0),Math.min(b.bottom,H),b.height)}c=e.children;for(i=0;i<c.length;i++)q.push(c[i])}return o}function y(e){return getComputedStyle(e).display=='inline'}function w(e){for(var c=e.firstChild;c;c=c.nextSibling)if(c.nodeType==3?c.data.trim():c.nodeType==1&&y(c)&&c.textContent.trim())return 1}function Z(){if(!d.hasAttribute(a))return;var o=X(),H=innerHeight,A=Math.abs,P=[],T=${SWAP_TOLERANCE},i,b,e,m,n;u();for(;;){m=n=0;for(i=0;i<o.length;i+=4){e=o[i];b=e.getBoundingClientRect();if((A(Math.max(b.top,0)-o[i+1])>T||A(Math.min(b.bottom,H)-o[i+2])>T)&&!y(e)){m=1;if(A(b.height-o[i+3])>T&&!e.hasAttribute(N)&&w(e)&&P.length<${SWAP_MAX_PINNED}){e.setAttribute(N,'');P.push(e);n++}}}if(!m)return;if(!n){for(i=0;i<P.length;i++)P[i].removeAttribute(N);return d.setAttribute(a,v)}}}function go(){if(g)return;g=1;var c=getComputedStyle(d),f=c.getPropertyValue('--font-inter').trim(),r=c.getPropertyValue('--font-arabic').trim();if(!f)return u();F.load('1em '+f+(r?','+r:'')).then(function(){try{s.setItem(k,'1')}catch(e){}r||I(Z)},function(){})}function p(c){try{var P=PerformanceObserver;if(P.supportedEntryTypes.indexOf('paint')<0)return c();new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();c()}}).observe({type:'paint',buffered:true})}catch(e){c()}}function later(){var R=requestAnimationFrame;p(function(){R(function(){R(function(){setTimeout(go,0)})})});setTimeout(go,1e3)}if(document.readyState==='complete')later();else addEventListener('load',later)}catch(e){}})()`

/**
 * A later page of the session on a page whose own face cannot share its fallback's metrics (the
 * Arabic pages: see the script above), loaded as a new document (a typed address, a reload, the
 * language switcher). The faces are in the browser's cache, but read from it after the first
 * layout more often than not, and a swap then rewraps lines (up to 0.22 measured): so the page is
 * held in its fallback (the mark) as the body starts, its faces are asked for at once, and the
 * mark is dropped when they have loaded before the first frame (no requestAnimationFrame callback
 * yet), so that frame is drawn in them; when a frame came first, the page keeps its fallback and
 * nothing moves. A client-side page change drops the mark (releaseDeferredFont): its new page is
 * laid out in the face anyway. `families`: the faces' families as CSS names, e.g. "'inter',
 * 'notoSansArabic'" (next/font's `style.fontFamily`).
 */
export function heldFontScript(families: string): string {
  return `(function(){try{var d=document.documentElement,F=document.fonts,a=${JSON.stringify(
    FONT_DEFERRED_ATTRIBUTE,
  )},f=0;if(!F||!sessionStorage.getItem(${JSON.stringify(FONT_SESSION_KEY)}))return;d.setAttribute(a,${JSON.stringify(
    FONT_DEFERRED_VALUE,
  )});requestAnimationFrame(function(){f=1});F.load(${JSON.stringify(`1em ${families}`)}).then(function(){f||d.removeAttribute(a)},function(){})}catch(e){}})()`
}

/**
 * A client-side page change: the new page's text is laid out anyway, so the font the first page
 * kept in the fallback comes in with it (from the cache, or fetched now with `swap`).
 */
export function releaseDeferredFont() {
  document.documentElement.removeAttribute(FONT_DEFERRED_ATTRIBUTE)
  for (const element of document.querySelectorAll(`[${FONT_PINNED_ATTRIBUTE}]`))
    element.removeAttribute(FONT_PINNED_ATTRIBUTE)
}
