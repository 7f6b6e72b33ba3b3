/** 'Exit preview': turns draft mode off and returns to the page (see web/content/draft-mode.ts). */
export { disableDraftMode as POST } from '@/web/content/draft-mode'
