/** Business constants of the shell, as the spec fixes them. */

/** Below this width the header shows the mobile menu instead of the desktop navigation. */
export const MOBILE_BREAKPOINT_PX = 768
/** Past this much scroll the header becomes compact. */
export const HEADER_SHRINK_PX = 30

/** The desktop services menu closes this long after the pointer leaves it. */
export const SERVICES_MENU_CLOSE_DELAY_MS = 100
/** Its position is recalculated this long after the last resize … */
export const SERVICES_MENU_RESIZE_DEBOUNCE_MS = 100
/** … and after the last scroll. */
export const SERVICES_MENU_SCROLL_DEBOUNCE_MS = 50
export const SERVICES_MENU_MIN_WIDTH_PX = 800
export const SERVICES_MENU_MAX_WIDTH_PX = 900

/** A copy control shows its copied state this long. */
export const COPY_CONFIRMATION_MS = 3000

/**
 * The footer's link and heading styles (site-footer.tsx and its client lists, footer-links.tsx):
 * classes of app/globals.css, written once there instead of on each of its ~60 links.
 */
export const FOOTER_LINK_CLASS = 'footer-link'
export const FOOTER_HEADING_CLASS = 'footer-heading'
