/**
 * Pure geometry for planes, with no allocation. DOM rects are y-down from the viewport's top
 * left; the orthographic camera is y-up from the viewport's centre, 1 unit = 1 CSS px.
 */

/** Centre x of a plane in GL units, from its on-screen left edge and width. */
export function glX(screenLeft: number, width: number, viewportWidth: number): number {
  return screenLeft + width / 2 - viewportWidth / 2
}

/** Centre y of a plane in GL units: DOM y grows down, GL y grows up, so the sign flips. */
export function glY(screenTop: number, height: number, viewportHeight: number): number {
  return viewportHeight / 2 - (screenTop + height / 2)
}

interface Placeable {
  position: { set(x: number, y: number, z: number): unknown }
  scale: { set(x: number, y: number, z: number): unknown }
}

/** Where a plane or backdrop sits on screen this frame, viewport CSS px (y down). */
export interface ScreenRect {
  readonly screenLeft: number
  readonly screenTop: number
  readonly width: number
  readonly height: number
}

/** The viewport and its device pixel grid (a PlaneFrame is one). */
export interface PixelGrid {
  readonly width: number
  readonly height: number
  readonly dpr: number
}

/**
 * Puts a unit quad on a viewport rect with its edges on the device pixel grid, where the
 * browser snaps the box it paints an image into: thin lines in a logo then land on the same
 * pixels in the canvas as in the DOM. No allocation.
 */
export function placeOnRect(target: Placeable, rect: ScreenRect, grid: PixelGrid): void {
  const { screenLeft: left, screenTop: top, width, height } = rect
  const dpr = grid.dpr
  const l = Math.round(left * dpr) / dpr
  const t = Math.round(top * dpr) / dpr
  const w = Math.round((left + width) * dpr) / dpr - l
  const h = Math.round((top + height) * dpr) / dpr - t
  target.position.set(glX(l, w, grid.width), glY(t, h, grid.height), 0)
  target.scale.set(w, h, 1)
}

/** Where a plane is relative to the viewport, by its distance along the track. */
export const Zone = {
  /** Intersects the viewport. */
  Visible: 0,
  /** Within `ahead` px of it: textures load and upload here, before the plane shows. */
  Near: 1,
  /** Between near and far: keep what is loaded. */
  Between: 2,
  /** More than `far` px away: release the texture. */
  Far: 3,
} as const
export type Zone = (typeof Zone)[keyof typeof Zone]

/** Whether a plane at `screenLeft` intersects the viewport along the track (Zone.Visible). */
export function onScreen(screenLeft: number, width: number, viewportWidth: number): boolean {
  return screenLeft + width > 0 && screenLeft < viewportWidth
}

/** How far from the viewport the zones reach, CSS px; the PlaneSet keeps one per frame. */
export interface ZoneReach {
  viewportWidth: number
  /** Near ends this far beyond either edge. */
  ahead: number
  /** Between ends, and Far begins, this far beyond either edge. */
  far: number
}

export function zoneOf(plane: Pick<ScreenRect, 'screenLeft' | 'width'>, reach: ZoneReach): Zone {
  const { screenLeft, width } = plane
  const { viewportWidth, ahead, far } = reach
  if (onScreen(screenLeft, width, viewportWidth)) return Zone.Visible
  const right = screenLeft + width
  if (right > -ahead && screenLeft < viewportWidth + ahead) return Zone.Near
  if (right > -far && screenLeft < viewportWidth + far) return Zone.Between
  return Zone.Far
}

/** How far a plane lies outside the viewport along the track, px (0 when it intersects). */
export function viewDistance(screenLeft: number, width: number, viewportWidth: number): number {
  if (screenLeft >= viewportWidth) return screenLeft - viewportWidth
  const right = screenLeft + width
  return Math.max(0, -right)
}

/**
 * The share of the image a plane shows along each axis, like CSS object-fit: cover
 * (mirrors coverUv in shaders/chunks/cover.glsl). Writes into `out` to avoid allocating.
 */
export function coverScale(
  plane: { readonly width: number; readonly height: number },
  image: { readonly width: number; readonly height: number },
  out: { x: number; y: number },
): { x: number; y: number } {
  const planeRatio = plane.width / Math.max(plane.height, 1)
  const imageRatio = image.width / Math.max(image.height, 1)
  if (planeRatio > imageRatio) {
    out.x = 1
    out.y = imageRatio / planeRatio
  } else {
    out.x = planeRatio / imageRatio
    out.y = 1
  }
  return out
}
