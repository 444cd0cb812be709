/** The desktop track's media query: the virtual scroll and WebGL start at this width. */
export const DESKTOP_MEDIA = '(min-width: 1024px)'
