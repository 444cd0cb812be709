import { describe, expect, it } from 'vitest'
import type { PlanesReport } from '../planes/PlaneSet.ts'
import type { UploadStep } from '../textures/UploadQueue.ts'
import { createFrameDecision, decideFrame, type FrameFacts } from './frame-decision.ts'

/** A ready frame where nothing happened, with `planes`, `uploads` and the rest as told. */
function facts(
  told: Partial<Omit<FrameFacts, 'planes' | 'uploads'>> & {
    planes?: Partial<PlanesReport>
    uploads?: Partial<UploadStep>
  } = {},
): FrameFacts {
  return {
    ready: told.ready ?? true,
    redraw: told.redraw ?? false,
    flying: told.flying ?? false,
    planes: {
      changed: false,
      animating: false,
      videoPlaying: false,
      videoFrameDue: false,
      viewReady: true,
      ...told.planes,
    },
    uploads: { videoFrameTaken: false, framesHeld: false, ...told.uploads },
  }
}

const decide = (f: FrameFacts) => ({ ...decideFrame(f, createFrameDecision()) })

describe('decideFrame', () => {
  it('draws nothing and lets the loop sleep when nothing changed', () => {
    expect(decide(facts())).toEqual({ draw: false, again: false })
  })

  it('draws a frame asked for, a changed scene, a new video frame, or one taken for upload', () => {
    expect(decide(facts({ redraw: true }))).toEqual({ draw: true, again: false })
    expect(decide(facts({ planes: { changed: true } }))).toEqual({ draw: true, again: false })
    expect(decide(facts({ planes: { videoFrameDue: true } }))).toEqual({
      draw: true,
      again: false,
    })
    expect(decide(facts({ uploads: { videoFrameTaken: true } }))).toEqual({
      draw: true,
      again: false,
    })
  })

  it('draws easing motion and asks for the frame after it', () => {
    expect(decide(facts({ planes: { animating: true } }))).toEqual({ draw: true, again: true })
  })

  it('keeps a playing video that cannot wake the loop ticking, drawing only its new frames', () => {
    expect(decide(facts({ planes: { videoPlaying: true } }))).toEqual({ draw: false, again: true })
    const due = facts({ planes: { videoPlaying: true, videoFrameDue: true } })
    expect(decide(due)).toEqual({ draw: true, again: true })
  })

  it('comes back for a video frame the GPU held back, without drawing for it', () => {
    expect(decide(facts({ uploads: { framesHeld: true } }))).toEqual({ draw: false, again: true })
  })

  it('draws nothing and sleeps while not ready (compiling, or stale rects), whatever is asked', () => {
    const busy = facts({
      ready: false,
      redraw: true,
      planes: { changed: true, animating: true, videoPlaying: true },
      uploads: { framesHeld: true, videoFrameTaken: true },
    })
    expect(decide(busy)).toEqual({ draw: false, again: false })
  })

  it('draws every frame of a flight between pages and asks for the next, the track at rest', () => {
    expect(decide(facts({ flying: true }))).toEqual({ draw: true, again: true })
    // A flight never draws over stale rects or before the compile.
    expect(decide(facts({ flying: true, ready: false }))).toEqual({ draw: false, again: false })
  })

  it('writes into the record it is given, allocating none', () => {
    const out = createFrameDecision()
    expect(decideFrame(facts({ redraw: true }), out)).toBe(out)
    expect(out.draw).toBe(true)
  })
})
