import type { FrameClient, VirtualScroll } from '../../scroll/engine/virtual-scroll.ts'
import type { TrackLayout } from '../../scroll/layout/layout.ts'
import type { PlanesReport } from '../planes/PlaneSet.ts'
import {
  createPlaneFrame,
  type FrameMoment,
  fillPlaneFrame,
  type PlaneFrame,
} from '../planes/plane-frame.ts'
import type { FrameRateMonitor } from '../quality/frame-rate-monitor.ts'
import { dprFor, type StageQuality, wantedDpr } from '../quality/stage-quality.ts'
import type { DrawnFrame, StepAside } from '../quality/step-aside.ts'
import type { UploadStep } from '../textures/UploadQueue.ts'
import { createFrameDecision, decideFrame, type FrameFacts } from './frame-decision.ts'

/** What the loop asks of the planes (PlaneSet; a fake in tests). */
export interface LoopPlanes {
  readonly report: Readonly<PlanesReport>
  update(frame: PlaneFrame): void
  afterRender(): void
  setLayout(layout: TrackLayout, routeChanged: boolean): void
  showAllDom(): void
}

/** What the loop asks of the upload queue (UploadQueue; a fake in tests). */
export interface LoopUploads {
  readonly stepped: Readonly<UploadStep>
  step(): unknown
  endFrame(): void
}

/** The renderer's side (R3F's root state in the stage; a fake in tests). */
export interface StageView {
  /** The canvas pixel ratio now. */
  readonly dpr: number
  /** The canvas, CSS px. */
  readonly size: { readonly width: number; readonly height: number }
  readonly canvas: { readonly style: { visibility: string } }
  setDpr(dpr: number): void
  render(now: number): void
}

export interface StageLoopParts {
  planes: LoopPlanes
  uploads: LoopUploads
  view: StageView
  quality: StageQuality
  monitor: Pick<FrameRateMonitor, 'frame' | 'factor'>
  aside: Pick<StepAside, 'frame'>
  /** The stage's program linked (warm-up): a refused one draws nothing. */
  runnable: () => boolean
  /** Asks the scroll loop for a frame. */
  wake: () => void
  /** The DOM images are back: the page goes on without the canvas. */
  onFallback: () => void
  /** The first view has been drawn whole. */
  onViewReady: () => void
  /** The page's vertical scroll when the stage starts, CSS px. */
  pageY: number
}

/**
 * The stage's frame, outside React: places the planes from `rect - scroll`, steps the
 * uploads, decides (`decideFrame`) whether to render, and after a render judges the frame
 * rate and hides the DOM image of each plane that drew. It owns the stage's state between
 * frames; the PlaneSet owns the planes. Nothing here allocates per frame.
 */
export class StageLoop implements FrameClient {
  private lost = false
  private stopped = false
  private compiled = false
  private staleRects = false
  private drewLast = false
  private readonly facts: FrameFacts
  private readonly decision = createFrameDecision()
  private readonly moment: FrameMoment
  private readonly planeFrame = createPlaneFrame()
  private readonly drawn: DrawnFrame = { now: 0, continues: false, moving: false, lowest: false }

  constructor(private readonly parts: StageLoopParts) {
    this.facts = {
      ready: false,
      redraw: true,
      planes: parts.planes.report,
      uploads: parts.uploads.stepped,
    }
    this.moment = { now: 0, moving: false, pageY: parts.pageY, size: parts.view.size }
  }

  /**
   * Runs after the DOM track moved this frame. Order: position planes, upload what the time
   * budget allows (once the GPU has caught up), render, then hide the DOM image of every
   * plane that really drew.
   */
  frame(now: number, scroll: VirtualScroll, moving: boolean): boolean {
    if (this.lost) return false
    try {
      this.prepare(now, scroll, moving)
      const facts = this.facts
      facts.ready = this.compiled && !this.staleRects
      const decision = decideFrame(facts, this.decision)
      if (decision.draw) this.draw(now, scroll, moving)
      else this.drewLast = false
      return decision.again && !this.lost
    } finally {
      // After the render, if there was one: the next upload waits for the GPU to pass it.
      this.parts.uploads.endFrame()
    }
  }

  /** The pixel ratio, the planes' frame and the upload step: what the decision reads. */
  private prepare(now: number, scroll: VirtualScroll, moving: boolean): void {
    const { view, planes, uploads, quality } = this.parts
    // A new pixel ratio resizes the drawing buffer (which clears it: render this frame).
    // Only at rest: reallocating the buffer can take a long frame on a software GL.
    const dpr = wantedDpr(quality, scroll.dpr)
    if (view.dpr !== dpr && !moving) {
      view.setDpr(dpr)
      this.facts.redraw = true
    }
    const moment = this.moment
    moment.now = now
    moment.moving = moving
    moment.size = view.size
    planes.update(fillPlaneFrame(this.planeFrame, moment, scroll))
    // A video frame taken uploads in this frame's render: the decision draws for it.
    uploads.step()
  }

  private draw(now: number, scroll: VirtualScroll, moving: boolean): void {
    const { view, planes } = this.parts
    view.render(now)
    // A program the driver refused draws nothing: before any DOM image hides for it, the
    // page goes on without the canvas, as after a lost context.
    if (!this.parts.runnable()) {
      this.giveUp()
      return
    }
    this.facts.redraw = false
    this.judge(now, scroll, moving)
    this.drewLast = true
    this.showCanvas(true)
    planes.afterRender()
    if (planes.report.viewReady) this.parts.onViewReady()
  }

  /**
   * The frame rate of frames drawn one after another moves the pixel ratio; at the lowest
   * ratio, frames too slow while moving hand the track back for good (step aside).
   */
  private judge(now: number, scroll: VirtualScroll, moving: boolean): void {
    const { monitor, quality, aside, view } = this.parts
    const continues = this.drewLast && scroll.continuous
    // A new verdict asks for one more frame, where the new ratio applies.
    if (monitor.frame(now, continues)) {
      quality.factor = monitor.factor
      this.requestRedraw()
    }
    const drawn = this.drawn
    drawn.now = now
    drawn.continues = continues
    drawn.moving = moving
    drawn.lowest = view.dpr <= dprFor(0, scroll.dpr)
    aside.frame(drawn)
  }

  /** One drawn frame, even with nothing moved (a texture uploaded between frames, a pin). */
  requestRedraw(): void {
    this.facts.redraw = true
    this.parts.wake()
  }

  /** The program compiled (warm-up): planes may draw from the next frame. */
  programsReady(): void {
    if (this.stopped) return
    this.compiled = true
    this.requestRedraw()
  }

  /** A new measurement: the planes take it, and the canvas draws from it. */
  applyLayout(layout: TrackLayout, routeChanged: boolean): void {
    this.parts.planes.setLayout(layout, routeChanged)
    this.staleRects = false
    this.requestRedraw()
  }

  /**
   * The layout changed and the rects are stale until the rebuild: the DOM images show and
   * the canvas hides up to the first frame drawn from the new measurement, so no frame
   * shows a plane off its element.
   */
  markStale(): void {
    this.staleRects = true
    this.showCanvas(false)
    this.parts.planes.showAllDom()
  }

  /** The page scrolled vertically (careers): planes follow on the next frame. */
  setPageY(pageY: number): void {
    this.moment.pageY = pageY
    this.parts.wake()
  }

  /**
   * A lost context, a refused program or a step aside: every DOM image back in this same
   * task (a blank canvas shows at the next composite), then the page goes on without it.
   */
  giveUp(): void {
    if (this.lost) return
    this.lost = true
    this.showCanvas(false)
    this.parts.planes.showAllDom()
    this.parts.onFallback()
  }

  /** The rects are stale until the next layout: nothing draws. */
  get stale(): boolean {
    return this.staleRects
  }

  /** Nothing left to draw: no redraw asked, no motion easing, no upload waiting. */
  get idle(): boolean {
    return !this.lost && !this.facts.redraw && !this.parts.planes.report.animating
  }

  stop(): void {
    this.stopped = true
  }

  /** An inline style read is no layout read; writing only on change keeps the frame quiet. */
  private showCanvas(show: boolean): void {
    const style = this.parts.view.canvas.style
    const visibility = show ? '' : 'hidden'
    if (style.visibility !== visibility) style.visibility = visibility
  }
}
