import type { FrameClient, VirtualScroll } from '../../scroll/engine/virtual-scroll.ts'
import type { TrackLayout } from '../../scroll/layout/layout.ts'
import { createPlaneFrame, type FrameMoment, fillPlaneFrame } from '../planes/plane-frame.ts'
import { dprFor, wantedDpr } from '../quality/stage-quality.ts'
import type { DrawnFrame } from '../quality/step-aside.ts'
import { createFrameDecision, decideFrame, type FrameFacts } from './frame-decision.ts'
import type { StageLoopParts } from './stage-parts.ts'

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
  /** Frames run since the rects went stale: none, and the canvas still shows what it drew. */
  private staleFrames = 0
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
      flying: false,
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
    if (this.staleRects) this.staleFrames++
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
    const frame = fillPlaneFrame(this.planeFrame, moment, scroll)
    // The flight first: a handover shows the landing place's plane in this same update.
    this.facts.flying = this.parts.flight.step(frame)
    planes.update(frame)
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
    const { planes, flight } = this.parts
    // Back and Forward: the router's render (and so the stale rects) comes before the route.
    flight.takeoff(layout, routeChanged, !this.staleRects || this.staleFrames === 0)
    planes.setLayout(layout, routeChanged)
    flight.afterLayout()
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
    this.staleFrames = 0
    this.parts.flight.abort()
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
    this.parts.flight.abort()
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
