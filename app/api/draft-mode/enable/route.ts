/** Turns draft mode on for an editor (see web/content/draft-mode.ts). */
export { enableDraftMode as GET } from '@/web/content/draft-mode'
