import type { VirtualScroll } from '../../scroll/engine/virtual-scroll.ts'

/**
 * One frame as the planes read it. The loop keeps one and fills it in place each frame
 * (`fillPlaneFrame`), so a frame allocates nothing.
 */
export interface PlaneFrame {
  /** The frame's time, ms (requestAnimationFrame's clock). */
  now: number
  /** The track's position on the device pixel grid, CSS px: where the DOM track is drawn. */
  drawn: number
  /** Scroll speed, px per 60 fps frame: the pictures bend with it. */
  velocity: number
  /** The scroll is still settling (the loop's own verdict). */
  moving: boolean
  /** The page's own vertical scroll, CSS px (careers scrolls down). */
  pageY: number
  /** The canvas, CSS px. */
  width: number
  height: number
  /** The pixel ratio of the last layout: planes snap to its grid, as the DOM track does. */
  dpr: number
  /** The window's pixel ratio now: textures are fitted and counted at it. */
  textureDpr: number
  /** No bend, ripple, hover or reveal. */
  reducedMotion: boolean
}

export function createPlaneFrame(): PlaneFrame {
  return {
    now: 0,
    drawn: 0,
    velocity: 0,
    moving: false,
    pageY: 0,
    width: 0,
    height: 0,
    dpr: 1,
    textureDpr: 1,
    reducedMotion: false,
  }
}

/** The loop's part of a frame, a record it keeps and updates in place. */
export interface FrameMoment {
  /** The frame's time, ms. */
  now: number
  /** The scroll is still settling. */
  moving: boolean
  /** The page's own vertical scroll, CSS px. */
  pageY: number
  /** The canvas, CSS px. */
  size: { readonly width: number; readonly height: number }
}

/** The scroll's part of a frame. */
type ScrollState = Pick<VirtualScroll, 'drawn' | 'velocity' | 'dpr' | 'reducedMotion'>

/** Fills `frame` in place from the loop's moment and the scroll, and returns it. */
export function fillPlaneFrame(
  frame: PlaneFrame,
  moment: Readonly<FrameMoment>,
  scroll: ScrollState,
): PlaneFrame {
  frame.now = moment.now
  frame.drawn = scroll.drawn
  frame.velocity = scroll.velocity
  frame.moving = moment.moving
  frame.pageY = moment.pageY
  frame.width = moment.size.width
  frame.height = moment.size.height
  frame.dpr = scroll.dpr
  frame.textureDpr = window.devicePixelRatio || 1
  frame.reducedMotion = scroll.reducedMotion
  return frame
}
