/**
 * The DOM contract between the pages and the desktop track: what the pages mark, the scroll
 * engine measures and the WebGL stage draws. Pages spread the props; nothing else ties them.
 */

/** The row of panels the virtual scroll moves (one per page frame). */
export const TRACK_SELECTOR = '[data-track]'
export const TRACK_PROPS = { 'data-track': '' } as const

/** A group of panels (the work list's cards): its children stand as the track's panels. */
export const PANEL_GROUP_ATTR = 'data-panel-group'
export const PANEL_GROUP_PROPS = { [PANEL_GROUP_ATTR]: '' } as const

/**
 * An element the stage draws as a plane, at its measured rect: the `<img>` or `<video>`
 * inside becomes the texture, and the element stays the hit target and the accessible one.
 */
export const PLANE_SELECTOR = '[data-plane]'
export const PLANE_PROPS = { 'data-plane': '' } as const

/**
 * A place the scroll snaps to when a gesture ends just short of it: the element's start along
 * the track (home marks each of its sections).
 */
export const SNAP_SELECTOR = '[data-snap]'
export const SNAP_PROPS = { 'data-snap': '' } as const

/** Set on a plane's element once the canvas has drawn it: its DOM picture hides. */
export const DRAWN_CLASS = 'is-gl-drawn'
