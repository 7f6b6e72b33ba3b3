/**
 * GET /floating-dock.js: the script that places the floating actions so that they never cover a
 * control (web/components/shell/floating-dock.ts). Every page asks for it as
 * FLOATING_DOCK_SRC, whose query names the text's version, so a browser keeps it for a year and
 * each page's HTML no longer carries it (issue 46). Prerendered: a constant of the build.
 */
import { FLOATING_DOCK_SCRIPT } from '@/web/components/shell/floating-dock'

export const dynamic = 'force-static'

export function GET() {
  return new Response(FLOATING_DOCK_SCRIPT, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
