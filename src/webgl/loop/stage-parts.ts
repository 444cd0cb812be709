import type { TrackLayout } from '../../scroll/layout/layout.ts'
import type { PlanesReport } from '../planes/PlaneSet.ts'
import type { PlaneFrame } from '../planes/plane-frame.ts'
import type { FrameRateMonitor } from '../quality/frame-rate-monitor.ts'
import type { StageQuality } from '../quality/stage-quality.ts'
import type { StepAside } from '../quality/step-aside.ts'
import type { UploadStep } from '../textures/UploadQueue.ts'

// What the stage's loop (StageLoop.ts) is made of: the planes, the uploads, the flight between
// pages, the renderer, the frame-rate judges. run-stage.ts hands in the real ones; the loop's
// tests, fakes.

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

/** What the loop asks of the flight between pages (PageFlight; a fake in tests). */
export interface LoopFlight {
  /**
   * A layout is about to replace the planes' (`fresh`: the canvas still shows the frame it drew
   * from the rects before, no frame having run since they went stale).
   */
  takeoff(layout: TrackLayout, routeChanged: boolean, fresh: boolean): void
  afterLayout(): void
  /** Places the flying plane before the planes' update; true while it draws. */
  step(frame: PlaneFrame): boolean
  abort(): void
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
  flight: LoopFlight
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
