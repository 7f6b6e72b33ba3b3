/**
 * The Studio and the lead desk among the prerendered pages (paths under `.next/server/app`): tools,
 * not pages of the site. Their assets are not precached (build-service-worker.ts) and their HTML
 * keeps Next's style sheet link and script tags (rewrite-pages.ts).
 */
export const TOOL_PAGES = /^(studio|admin)(\/|\.|$)/
