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
 * (900 when the window has room, never wider than the window allows), inside the header's content
 * edges when it fits between them (`bounds`: the logo's and the last button's edges), else inside
 * the window. Placed 8 px from the window's edge at 1440 px, it stood outside the 40 px the header
 * keeps (an outside review).
 */
export function placeServicesMenu(
  trigger: { left: number; width: number },
  headerBottom: number,
  viewportWidth: number,
  bounds?: { left: number; right: number },
): Placement {
  const width = Math.min(
    Math.max(SERVICES_MENU_MIN_WIDTH_PX, Math.min(SERVICES_MENU_MAX_WIDTH_PX, viewportWidth - 64)),
    viewportWidth - 2 * EDGE_PX,
  )
  const fits = bounds && bounds.right - bounds.left >= width
  const start = fits ? Math.max(EDGE_PX, bounds.left) : EDGE_PX
  const end = fits ? Math.min(viewportWidth - EDGE_PX, bounds.right) : viewportWidth - EDGE_PX
  const centred = trigger.left + trigger.width / 2 - width / 2
  const left = Math.max(start, Math.min(centred, end - width))
  return {
    top: Math.round(headerBottom + SERVICES_MENU_OFFSET_PX),
    left: Math.round(left),
    width,
  }
}
