/** Turns draft mode on for an editor (see web/preview/draft-mode.ts). */
export { enableDraftMode as GET } from '@/web/preview/draft-mode'
