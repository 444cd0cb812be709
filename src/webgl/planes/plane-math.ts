/**
 * Pure geometry for planes. DOM rects are y-down with the origin at the viewport's top
 * left; the orthographic camera is y-up with the origin at the viewport's centre, 1 unit
 * = 1 CSS px. Everything per frame uses these, with no allocation.
 */

/** Centre x of a plane in GL units, from its on-screen left edge and width. */
export function glX(screenLeft: number, width: number, viewportWidth: number): number {
  return screenLeft + width / 2 - viewportWidth / 2
}

/** Centre y of a plane in GL units: DOM y grows down, GL y grows up, so the sign flips. */
export function glY(screenTop: number, height: number, viewportHeight: number): number {
  return viewportHeight / 2 - (screenTop + height / 2)
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

export function zoneOf(
  screenLeft: number,
  width: number,
  viewportWidth: number,
  ahead: number,
  far: number,
): Zone {
  const right = screenLeft + width
  if (right > 0 && screenLeft < viewportWidth) return Zone.Visible
  if (right > -ahead && screenLeft < viewportWidth + ahead) return Zone.Near
  if (right > -far && screenLeft < viewportWidth + far) return Zone.Between
  return Zone.Far
}

/**
 * The share of the image a plane shows along each axis, like CSS object-fit: cover
 * (mirrors coverUv in shaders/chunks/cover.glsl). Writes into `out` to avoid allocating.
 */
export function coverScale(
  planeW: number,
  planeH: number,
  imageW: number,
  imageH: number,
  out: { x: number; y: number },
): { x: number; y: number } {
  const planeRatio = planeW / Math.max(planeH, 1)
  const imageRatio = imageW / Math.max(imageH, 1)
  if (planeRatio > imageRatio) {
    out.x = 1
    out.y = imageRatio / planeRatio
  } else {
    out.x = planeRatio / imageRatio
    out.y = 1
  }
  return out
}

/** Scroll velocity (px per 60 fps frame) mapped to the shader's -1..1 bend. */
export function bendAmount(velocity: number): number {
  const v = velocity / 80
  return Math.min(Math.max(v, -1), 1)
}
