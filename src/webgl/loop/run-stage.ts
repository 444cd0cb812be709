import { advance, type RootState } from '@react-three/fiber'
import type { VirtualTrack } from '../../scroll/virtual-track.ts'
import { PageFlight } from '../flight/PageFlight.ts'
import { warmUpPrograms } from '../materials/warm-up.ts'
import { PlaneSet } from '../planes/PlaneSet.ts'
import { FrameRateMonitor } from '../quality/frame-rate-monitor.ts'
import type { StageQuality } from '../quality/stage-quality.ts'
import { watchStepAside } from '../quality/step-aside.ts'
import { exposeStageDebug } from '../stage-debug.ts'
import { glMode } from '../start/gl-choice.ts'
import { markStageSettled } from '../start/stage-settled.ts'
import { UploadQueue } from '../textures/UploadQueue.ts'
import { LayoutFeed } from './layout-feed.ts'
import { StageLoop } from './StageLoop.ts'
import type { StageView } from './stage-parts.ts'

export interface StageSetup {
  /** R3F's root state, read fresh each time (a new pixel ratio replaces it). */
  get: () => RootState
  track: VirtualTrack
  /** The canvas pixel ratio the frame rate allows (written by the loop's monitor). */
  quality: StageQuality
  /** The DOM images are back: the page goes on without the canvas. */
  onFallback: () => void
}

/** R3F's side of the loop: its viewport, size and render (R3F's own loop is off). */
function r3fView(get: () => RootState): StageView {
  return {
    get dpr() {
      return get().viewport.dpr
    },
    get size() {
      return get().size
    },
    canvas: get().gl.domElement,
    setDpr: (dpr) => get().setDpr(dpr),
    render: (now) => advance(now / 1000, false, get()),
  }
}

/**
 * Runs the stage on the track until the returned stop: makes the planes (which own their
 * meshes, materials and textures), the upload queue and the loop, feeds it the layouts,
 * and disposes all of it on stop. Outside React: TrackPlanes calls it once.
 */
export function runStage({ get, track, quality, onFallback }: StageSetup): () => void {
  const { gl, scene, camera } = get()
  const wake = () => track.scroll.wake()
  // A picture uploaded between frames is drawn by the next (off screen, its one draw).
  const uploads = new UploadQueue(gl, () => loop.requestRedraw())
  const planes = new PlaneSet(uploads, wake, track.track, track.scroller)
  // The flying plane between pages draws over the planes; it is hidden at rest.
  const flight = new PageFlight(planes, track.track, wake)
  scene.add(planes.group, flight.flying.mesh)
  // The program compiles before any plane is needed; until it is linked the DOM images
  // stand in (the canvas draws nothing), so no frame waits for a compile.
  const warm = warmUpPrograms(gl, camera, scene)
  const monitor = new FrameRateMonitor(quality.factor)
  const aside = watchStepAside(track.track, monitor, () => loop.giveUp(), glMode() !== 'force')
  const loop = new StageLoop({
    planes,
    uploads,
    flight,
    view: r3fView(get),
    quality,
    monitor,
    aside,
    runnable: warm.runnable,
    wake,
    onFallback,
    onViewReady: markStageSettled,
    pageY: window.scrollY,
  })
  void warm.compiled.then(() => loop.programsReady())
  const feed = new LayoutFeed(track, loop)
  const stopEvents = listen(loop, gl.domElement)
  loop.applyLayout(track.layout(), false)
  const offClient = track.scroll.addClient(loop)
  const offDebug = __TEST_HOOKS__
    ? exposeStageDebug({
        gl,
        planes,
        uploads,
        quality,
        redraw: () => loop.requestRedraw(),
        idle: () => loop.idle && !feed.waiting,
        flight,
      })
    : null
  return () => {
    loop.stop()
    aside.dispose()
    feed.stop()
    stopEvents()
    offDebug?.()
    offClient()
    flight.dispose()
    planes.showAllDom()
    planes.dispose()
    uploads.dispose()
    warm.dispose()
    scene.remove(planes.group)
  }
}

/**
 * The page's own vertical scroll (careers), kept from scroll events so the frame never
 * reads it (a read there could force a layout after the track's style write); a lost
 * context gives the DOM images back at once.
 */
function listen(loop: StageLoop, canvas: HTMLCanvasElement): () => void {
  const onPageScroll = () => loop.setPageY(window.scrollY)
  const onLost = () => loop.giveUp()
  window.addEventListener('scroll', onPageScroll, { passive: true })
  canvas.addEventListener('webglcontextlost', onLost)
  return () => {
    window.removeEventListener('scroll', onPageScroll)
    canvas.removeEventListener('webglcontextlost', onLost)
  }
}
