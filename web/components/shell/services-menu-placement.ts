import { SERVICES_MENU_MAX_WIDTH_PX, SERVICES_MENU_MIN_WIDTH_PX } from './constants'

/** Space kept between the panel and the edges of the window. */
const EDGE_PX = 8
/** Gap between the header and the panel. */
export const SERVICES_MENU_OFFSET_PX = 8

export interface Placement {
  top: number
  left: number
  width: number
}

/**
 * Where the services panel goes: under the header, centred under its trigger, 800–900 px wide
 * (900 when the window has room, never wider than the window allows), inside the window.
 */
export function placeServicesMenu(
  trigger: { left: number; width: number },
  headerBottom: number,
  viewportWidth: number,
): Placement {
  const width = Math.min(
    Math.max(SERVICES_MENU_MIN_WIDTH_PX, Math.min(SERVICES_MENU_MAX_WIDTH_PX, viewportWidth - 64)),
    viewportWidth - 2 * EDGE_PX,
  )
  const centred = trigger.left + trigger.width / 2 - width / 2
  const left = Math.max(EDGE_PX, Math.min(centred, viewportWidth - EDGE_PX - width))
  return {
    top: Math.round(headerBottom + SERVICES_MENU_OFFSET_PX),
    left: Math.round(left),
    width,
  }
}
