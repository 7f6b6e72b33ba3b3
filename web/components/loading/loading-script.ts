/**
 * The loading screen's timing (the spec's figures) and the tiny script that runs it
 * on a first visit. The script is inline, at the top of the body, so it decides before the first
 * paint: a returning visitor (session storage `initialLoadComplete`) never sees a flash, and a
 * visitor without JavaScript never sees the overlay at all. It needs no React and no chunk, so a
 * hanging script or image cannot keep the screen up: it finishes at 5 s whatever happens.
 *
 * The state lives in attributes of <html>, which the CSS in globals.css reads:
 *   data-loading="loading" → "logo" (assets loaded, logo shown 0.9 s) → "done" (fading out) → gone
 *   data-loading-slow      → 'Still loading' (after 1.2 s, while still loading)
 */
export const LOADING_SESSION_KEY = 'initialLoadComplete'
/** 'Still loading' appears this long after loading started. */
export const STILL_LOADING_AFTER_MS = 1200
/** The logo stage lasts this long after the page's assets have loaded. */
export const LOGO_STAGE_MS = 900
/** Loading is forced to finish this long after it started, even if an asset hangs. */
export const FORCE_FINISH_MS = 5000
/** How long the fade-out lasts before the overlay is removed. */
export const FADE_OUT_MS = 300
/**
 * Fired on window to show the loading screen and then take the visitor to `detail.target`:
 * `window.dispatchEvent(new CustomEvent('loading-screen:show', { detail: { target: '/contact' } }))`.
 */
export const LOADING_TRIGGER_EVENT = 'loading-screen:show'

export interface LoadingTriggerDetail {
  /** Where to go: a path on this site (or a same-origin URL). Without it, the current page. */
  target?: string
}

/**
 * The inline script. Written out by hand (not a compiled function) so it stays a few hundred
 * bytes and its text is constant, which lets a Content-Security-Policy allow it by hash.
 */
export const LOADING_SCRIPT = `(function(){try{var d=document.documentElement,s=sessionStorage,k=${JSON.stringify(
  LOADING_SESSION_KEY,
)};if(s.getItem(k))return;d.setAttribute('data-loading','loading');var f=0;function fin(){if(f)return;f=1;try{s.setItem(k,'true')}catch(e){}d.removeAttribute('data-loading-slow');d.setAttribute('data-loading','done');setTimeout(function(){if(d.getAttribute('data-loading')==='done')d.removeAttribute('data-loading')},${FADE_OUT_MS})}setTimeout(function(){if(!f&&d.getAttribute('data-loading')==='loading')d.setAttribute('data-loading-slow','')},${STILL_LOADING_AFTER_MS});setTimeout(fin,${FORCE_FINISH_MS});function logo(){if(f)return;d.removeAttribute('data-loading-slow');d.setAttribute('data-loading','logo');setTimeout(fin,${LOGO_STAGE_MS})}if(document.readyState==='complete')logo();else addEventListener('load',logo)}catch(e){}})()`
