import type { PlanesReport } from '../planes/PlaneSet.ts'
import type { UploadStep } from '../textures/UploadQueue.ts'

/**
 * What a frame knows before it draws: the loop's own state and what the planes' update and
 * the upload step reported. The loop holds one, pointing at the reports, which are filled
 * in place, so a frame reads it with no copying.
 */
export interface FrameFacts {
  /** The program has compiled and the rects are fresh: the planes may be drawn. */
  ready: boolean
  /** One drawn frame was asked for: a layout, a new pixel ratio, an upload between frames. */
  redraw: boolean
  /** A flight between pages draws this frame (its handover's included). */
  flying: boolean
  readonly planes: Readonly<PlanesReport>
  readonly uploads: Readonly<UploadStep>
}

/** The frame's verdict: render it, and ask the scroll loop for another frame at rest. */
export interface FrameDecision {
  draw: boolean
  again: boolean
}

export function createFrameDecision(): FrameDecision {
  return { draw: false, again: false }
}

/**
 * The one place a frame's draw and the next frame are decided, written into `out`. Not
 * ready: nothing draws, and the loop sleeps until the compile or the rebuild wakes it.
 * Nothing changed (between a video's frames, a glide's end rounding to the same device
 * pixel): no draw, so the frame-rate monitor never takes a video's pace for a slow GPU.
 * A flight draws every frame until it hands over, the track at rest or not.
 */
export function decideFrame(facts: Readonly<FrameFacts>, out: FrameDecision): FrameDecision {
  const { planes, uploads } = facts
  if (!facts.ready) {
    out.draw = false
    out.again = false
    return out
  }
  out.draw =
    facts.redraw ||
    facts.flying ||
    planes.changed ||
    planes.animating ||
    planes.videoFrameDue ||
    uploads.videoFrameTaken
  // A held video frame comes back next frame without this one drawing for it.
  out.again = facts.flying || planes.animating || planes.videoPlaying || uploads.framesHeld
  return out
}
