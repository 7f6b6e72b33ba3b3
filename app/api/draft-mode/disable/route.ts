/** 'Exit preview': turns draft mode off and returns to the page (see web/preview/draft-mode.ts). */
export { disableDraftMode as POST } from '@/web/preview/draft-mode'
