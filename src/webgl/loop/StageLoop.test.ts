import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VirtualScroll } from '../../scroll/engine/virtual-scroll.ts'
import { EMPTY_LAYOUT } from '../../scroll/layout/layout.ts'
import type { PlanesReport } from '../planes/PlaneSet.ts'
import type { PlaneFrame } from '../planes/plane-frame.ts'
import { createStageQuality } from '../quality/stage-quality.ts'
import type { DrawnFrame } from '../quality/step-aside.ts'
import { StageLoop } from './StageLoop.ts'
import type { LoopFlight, LoopPlanes, LoopUploads, StageView } from './stage-parts.ts'

/** A stage of fakes around a real loop: what it rendered, placed, showed and asked for. */
function stage() {
  const report: PlanesReport = {
    changed: false,
    animating: false,
    videoPlaying: false,
    videoFrameDue: false,
    viewReady: false,
  }
  const placed: PlaneFrame[] = []
  const planes = {
    report,
    update: vi.fn((frame: PlaneFrame) => {
      placed.push({ ...frame })
    }),
    afterRender: vi.fn(),
    setLayout: vi.fn(),
    showAllDom: vi.fn(),
  } satisfies LoopPlanes
  const uploads = {
    stepped: { videoFrameTaken: false, framesHeld: false },
    step: vi.fn(),
    endFrame: vi.fn(),
  } satisfies LoopUploads
  const view = {
    dpr: 1,
    size: { width: 1440, height: 900 },
    canvas: { style: { visibility: '' } },
    setDpr: vi.fn((dpr: number) => {
      view.dpr = dpr
    }),
    render: vi.fn(),
  } satisfies StageView
  const flying = { now: false }
  const flight = {
    takeoff: vi.fn(),
    afterLayout: vi.fn(),
    step: vi.fn((_frame: PlaneFrame) => flying.now),
    abort: vi.fn(),
  } satisfies LoopFlight
  const quality = createStageQuality()
  const monitor = { factor: 1, frame: vi.fn((_now: number, _continues: boolean) => false) }
  const asides: DrawnFrame[] = []
  const aside = { frame: vi.fn((drawn: DrawnFrame) => void asides.push({ ...drawn })) }
  const program = { linked: true }
  const calls = { wake: vi.fn(), onFallback: vi.fn(), onViewReady: vi.fn() }
  const loop = new StageLoop({
    planes,
    uploads,
    flight,
    view,
    quality,
    monitor,
    aside,
    runnable: () => program.linked,
    ...calls,
    pageY: 0,
  })
  const scroll = { drawn: 0, velocity: 0, dpr: 1, reducedMotion: false, continuous: false }
  let now = 0
  /** One turn of the scroll's loop, 16 ms after the last. */
  const frame = (moving = false) => {
    now += 16
    return loop.frame(now, scroll as VirtualScroll, moving)
  }
  return {
    loop,
    frame,
    scroll,
    planes,
    report,
    placed,
    uploads,
    flight,
    flying,
    view,
    quality,
    monitor,
    asides,
    program,
    ...calls,
  }
}

/** A stage whose program has compiled and whose first frame is drawn. */
function running() {
  const s = stage()
  s.loop.programsReady()
  s.frame()
  return s
}

beforeEach(() => {
  vi.stubGlobal('window', { devicePixelRatio: 1 })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('StageLoop, before and after the compile', () => {
  it('draws nothing until the program has compiled, then draws and shows the canvas', () => {
    const s = stage()
    s.view.canvas.style.visibility = 'hidden'
    expect(s.frame()).toBe(false)
    expect(s.view.render).not.toHaveBeenCalled()
    s.loop.programsReady()
    expect(s.wake).toHaveBeenCalled()
    s.frame()
    expect(s.view.render).toHaveBeenCalledTimes(1)
    expect(s.view.canvas.style.visibility).toBe('')
    expect(s.planes.afterRender).toHaveBeenCalledTimes(1)
  })

  it('ends every frame with the upload queue, drawn or not', () => {
    const s = stage()
    s.frame()
    s.loop.programsReady()
    s.frame()
    expect(s.uploads.endFrame).toHaveBeenCalledTimes(2)
  })

  it('ignores a compile that settles after the stage stopped', () => {
    const s = stage()
    s.loop.stop()
    s.loop.programsReady()
    s.frame()
    expect(s.wake).not.toHaveBeenCalled()
    expect(s.view.render).not.toHaveBeenCalled()
  })
})

describe('StageLoop, each frame', () => {
  it('places the planes from the frame time, the scroll, the page offset and the canvas', () => {
    const s = running()
    s.scroll.drawn = 320
    s.loop.setPageY(40)
    expect(s.wake).toHaveBeenCalled()
    s.frame(true)
    expect(s.placed.at(-1)).toMatchObject({
      now: 32,
      drawn: 320,
      moving: true,
      pageY: 40,
      width: 1440,
      height: 900,
    })
  })

  it('draws no frame where nothing changed, and sleeps', () => {
    const s = running()
    expect(s.frame()).toBe(false)
    expect(s.view.render).toHaveBeenCalledTimes(1)
  })

  it('draws while planes ease and asks for the next frame', () => {
    const s = running()
    s.report.animating = true
    expect(s.frame()).toBe(true)
    expect(s.view.render).toHaveBeenCalledTimes(2)
  })

  it('draws a frame asked for between frames (an upload at rest)', () => {
    const s = running()
    s.loop.requestRedraw()
    s.frame()
    expect(s.view.render).toHaveBeenCalledTimes(2)
    s.frame()
    expect(s.view.render).toHaveBeenCalledTimes(2)
  })

  it('tells the view ready once a drawn frame had every picture in view on the GPU', () => {
    const s = running()
    expect(s.onViewReady).not.toHaveBeenCalled()
    s.report.viewReady = true
    s.report.changed = true
    s.frame()
    expect(s.onViewReady).toHaveBeenCalledTimes(1)
  })

  it('is idle once nothing is asked for, nothing eases and the canvas runs', () => {
    const s = stage()
    expect(s.loop.idle).toBe(false)
    s.loop.programsReady()
    s.frame()
    expect(s.loop.idle).toBe(true)
    s.report.animating = true
    expect(s.loop.idle).toBe(false)
  })
})

describe('StageLoop, the pixel ratio', () => {
  it('changes it only at rest, drawing the frame that resizes the buffer', () => {
    const s = running()
    s.quality.pinned = 2
    s.frame(true)
    expect(s.view.setDpr).not.toHaveBeenCalled()
    s.frame(false)
    expect(s.view.setDpr).toHaveBeenCalledWith(2)
    expect(s.view.render).toHaveBeenCalledTimes(2)
  })

  it('moves the factor on a verdict and asks for the frame where the new ratio applies', () => {
    const s = running()
    s.monitor.factor = 0.5
    s.monitor.frame.mockReturnValueOnce(true)
    s.loop.requestRedraw()
    s.wake.mockClear()
    s.frame()
    expect(s.quality.factor).toBe(0.5)
    expect(s.wake).toHaveBeenCalled()
    s.frame()
    expect(s.view.render).toHaveBeenCalledTimes(3)
  })

  it('tells the step-aside watch each drawn frame: following one, moving, at the lowest ratio', () => {
    const s = running()
    s.scroll.continuous = true
    s.report.animating = true
    s.frame(true)
    // At the lowest ratio (pinned there, so the frame at rest keeps it).
    s.view.dpr = 0.5
    s.quality.pinned = 0.5
    s.frame(true)
    s.report.animating = false
    s.frame(false)
    s.report.changed = true
    s.scroll.continuous = true
    s.frame(false)
    expect(
      s.asides.map(({ continues, moving, lowest }) => ({ continues, moving, lowest })),
    ).toEqual([
      // The first frame drawn follows none.
      { continues: false, moving: false, lowest: false },
      { continues: true, moving: true, lowest: false },
      { continues: true, moving: true, lowest: true },
      // After a frame not drawn, the next drawn one starts a new run.
      { continues: false, moving: false, lowest: true },
    ])
  })
})

describe('StageLoop, stale rects and giving up', () => {
  it('shows the DOM images and hides the canvas when the rects go stale, until a layout', () => {
    const s = running()
    s.loop.markStale()
    expect(s.loop.stale).toBe(true)
    expect(s.view.canvas.style.visibility).toBe('hidden')
    expect(s.planes.showAllDom).toHaveBeenCalledTimes(1)
    s.report.changed = true
    s.frame()
    expect(s.view.render).toHaveBeenCalledTimes(1)
    s.loop.applyLayout(EMPTY_LAYOUT, true)
    expect(s.planes.setLayout).toHaveBeenCalledWith(EMPTY_LAYOUT, true)
    s.frame()
    expect(s.view.render).toHaveBeenCalledTimes(2)
    expect(s.view.canvas.style.visibility).toBe('')
  })

  it('gives the DOM images back, before any hides, when the driver refused the program', () => {
    const s = stage()
    s.program.linked = false
    s.loop.programsReady()
    expect(s.frame()).toBe(false)
    expect(s.view.render).toHaveBeenCalledTimes(1)
    expect(s.planes.afterRender).not.toHaveBeenCalled()
    expect(s.planes.showAllDom).toHaveBeenCalledTimes(1)
    expect(s.onFallback).toHaveBeenCalledTimes(1)
    expect(s.view.canvas.style.visibility).toBe('hidden')
  })

  it('runs no frame after giving up, and gives up once', () => {
    const s = running()
    s.loop.giveUp()
    s.loop.giveUp()
    expect(s.onFallback).toHaveBeenCalledTimes(1)
    s.report.animating = true
    const placedBefore = s.placed.length
    expect(s.frame()).toBe(false)
    expect(s.placed.length).toBe(placedBefore)
    expect(s.loop.idle).toBe(false)
  })
})

describe('StageLoop, a flight between pages', () => {
  it('draws every frame while the flight draws, the track at rest, then sleeps', () => {
    const s = running()
    s.flying.now = true
    expect(s.frame()).toBe(true)
    expect(s.frame()).toBe(true)
    expect(s.view.render).toHaveBeenCalledTimes(3)
    s.flying.now = false
    expect(s.frame()).toBe(false)
    expect(s.view.render).toHaveBeenCalledTimes(3)
  })

  it('steps the flight before the planes, from the same frame', () => {
    const s = running()
    const order: string[] = []
    s.flight.step.mockImplementation(() => {
      order.push('flight')
      return false
    })
    s.planes.update.mockImplementation(() => void order.push('planes'))
    s.scroll.drawn = 640
    s.frame()
    expect(order).toEqual(['flight', 'planes'])
    expect(s.flight.step.mock.calls.at(-1)?.[0]).toMatchObject({ drawn: 640, now: 32 })
  })

  it('lets a picture take off before the planes drop the page left, from fresh rects only', () => {
    const s = running()
    const order: string[] = []
    s.flight.takeoff.mockImplementation(() => void order.push('takeoff'))
    s.planes.setLayout.mockImplementation(() => void order.push('planes'))
    s.flight.afterLayout.mockImplementation(() => void order.push('landing'))
    s.loop.applyLayout(EMPTY_LAYOUT, true)
    expect(order).toEqual(['takeoff', 'planes', 'landing'])
    expect(s.flight.takeoff).toHaveBeenLastCalledWith(EMPTY_LAYOUT, true, true)
    // Stale in the same task (Back: the router renders before the route event): still fresh.
    s.loop.markStale()
    s.loop.applyLayout(EMPTY_LAYOUT, true)
    expect(s.flight.takeoff).toHaveBeenLastCalledWith(EMPTY_LAYOUT, true, true)
    // A frame ran with the canvas hidden: what it showed is gone.
    s.loop.markStale()
    s.frame()
    s.loop.applyLayout(EMPTY_LAYOUT, true)
    expect(s.flight.takeoff).toHaveBeenLastCalledWith(EMPTY_LAYOUT, true, false)
  })

  it('ends a flight at once when the rects go stale or the canvas gives up', () => {
    const s = running()
    s.loop.markStale()
    expect(s.flight.abort).toHaveBeenCalledTimes(1)
    s.loop.giveUp()
    expect(s.flight.abort).toHaveBeenCalledTimes(2)
  })
})
