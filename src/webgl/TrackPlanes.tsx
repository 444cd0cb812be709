import { advance, useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import type { FrameClient, VirtualScroll } from '../scroll/engine/virtual-scroll.ts'
import type { TrackLayout } from '../scroll/layout/layout.ts'
import type { VirtualTrack } from '../scroll/start-virtual-track.ts'
import { warmUpPrograms } from './materials/warm-up.ts'
import { PlaneSet } from './planes/PlaneSet.ts'
import { createPlaneFrame, fillPlaneFrame } from './planes/plane-frame.ts'
import { FrameRateMonitor } from './quality/frame-rate-monitor.ts'
import { dprFor, type StageQuality, wantedDpr } from './quality/stage-quality.ts'
import { watchStepAside } from './quality/step-aside.ts'
import { exposeStageDebug } from './stage-debug.ts'
import { glMode } from './start/gl-choice.ts'
import { markStageSettled } from './start/stage-settled.ts'
import { UploadQueue } from './textures/UploadQueue.ts'

interface Props {
  track: VirtualTrack
  /** The canvas pixel ratio the frame rate allows (written from the frame-rate monitor). */
  quality: StageQuality
  onFallback: () => void
}

/**
 * Wires the planes into the virtual scroll's frame loop. Nothing here renders React per
 * frame: the PlaneSet is plain objects, updated from the loop, and this component
 * renders once.
 */
export function TrackPlanes({ track, quality, onFallback }: Props) {
  const get = useThree((s) => s.get)

  useEffect(() => {
    const state = get()
    const { gl, scene } = state
    let lost = false
    let dirty = true
    // A frame that draws, even with nothing moved: the stage is not idle until it has run.
    const redraw = () => {
      dirty = true
      track.scroll.wake()
    }
    // A picture uploaded between frames is drawn by the next (off screen, its one draw).
    const uploads = new UploadQueue(gl, redraw)
    const planes = new PlaneSet(uploads, () => track.scroll.wake(), track.track, track.scroller)
    const planeFrame = createPlaneFrame()
    scene.add(planes.group)
    // Between a layout change and the rebuild that re-measures it, the canvas steps aside.
    let stale = false
    // The program compiles before any plane is needed; until it is linked the DOM
    // images stand in (the canvas draws nothing), so no frame waits for a compile.
    const warm = warmUpPrograms(gl, state.camera, scene)
    let compiled = false
    // The frame rate of the frames drawn, one run of consecutive frames at a time, moves
    // the pixel ratio (applied at the next frame at rest).
    const monitor = new FrameRateMonitor(quality.factor)
    // Frames that cannot keep up even at the lowest ratio hand the track back for good.
    const aside = watchStepAside(track.track, monitor, () => giveUp(), glMode() !== 'force')
    let drewLastFrame = false
    let ended = false
    warm.compiled.then(() => {
      if (ended) return
      compiled = true
      dirty = true
      track.scroll.wake()
    })
    const canvas = gl.domElement
    // An inline style read is no layout read; writing only on change keeps the frame quiet.
    const showCanvas = (show: boolean) => {
      const visibility = show ? '' : 'hidden'
      if (canvas.style.visibility !== visibility) canvas.style.visibility = visibility
    }
    // The page's own vertical offset (careers scrolls down): kept from scroll events, so
    // the frame never reads it (a read there could force a layout after the track's style
    // write).
    let pageY = window.scrollY

    const client: FrameClient = {
      // Runs after the DOM track moved this frame. Order: position planes from
      // rect - scroll, upload what the time budget allows (once the GPU has caught up),
      // render, then hide the DOM image of every plane that really drew.
      frame(now, scroll, moving) {
        if (lost) return false
        try {
          return drawFrame(now, scroll, moving)
        } finally {
          // After the render, if there was one: the next upload waits for the GPU to pass it.
          uploads.endFrame()
        }
      },
    }
    function drawFrame(now: number, scroll: VirtualScroll, moving: boolean) {
      const s = get()
      // A new pixel ratio resizes the drawing buffer (which clears it: render this frame).
      // Only at rest: reallocating the buffer can take a long frame (hundreds of ms on a
      // software GL), which no one should see in the middle of a scroll.
      const dpr = wantedDpr(quality, scroll.dpr)
      if (s.viewport.dpr !== dpr && !moving) {
        s.setDpr(dpr)
        dirty = true
      }
      planes.update(fillPlaneFrame(planeFrame, now, scroll, moving, pageY, s.size))
      // A video frame taken uploads in this frame's render: the frame must be drawn.
      const videoFrame = uploads.step()
      // Programs still compiling, or stale rects: nothing is drawn until the compile
      // settles or the rebuild comes (each wakes the loop again).
      if (!compiled || stale) {
        drewLastFrame = false
        return false
      }
      // Nothing changed since the last frame drawn (between a video's frames, or a glide's
      // end rounding to the same device pixel): the loop sleeps, so the frame-rate monitor
      // never takes a video's own pace for a slow GPU.
      if (!(dirty || planes.changed || planes.drawNeeded || videoFrame)) {
        drewLastFrame = false
        return planes.needsFrames || uploads.framesHeld
      }
      advance(now / 1000, false, s)
      // A program the driver refused draws nothing: before any DOM image hides for it,
      // the page goes on without the canvas, as after a lost context.
      if (!warm.runnable()) {
        giveUp()
        return false
      }
      // A new verdict asks for one more frame, where the new ratio applies: returning
      // without it would leave the loop asleep with the change pending.
      const continues = drewLastFrame && scroll.continuous
      const verdict = monitor.frame(now, continues)
      if (verdict) quality.factor = monitor.factor
      aside.frame(now, continues, moving, s.viewport.dpr <= dprFor(0, scroll.dpr))
      dirty = verdict
      drewLastFrame = true
      showCanvas(true)
      planes.afterRender()
      // The first view drawn whole: the work waiting for it may start.
      if (planes.viewReady) markStageSettled()
      return planes.needsFrames || uploads.framesHeld || verdict
    }

    // A layout taken in the planes' own task (see below): 0 when none waits.
    let laterLayout = 0
    const cancelLaterLayout = () => {
      window.clearTimeout(laterLayout)
      laterLayout = 0
    }
    const applyLayout = (layout: TrackLayout, routeChanged: boolean) => {
      planes.setLayout(layout, routeChanged)
      stale = false
      dirty = true
      track.scroll.wake()
    }
    const offLayout = track.onLayout((layout, routeChanged) => {
      cancelLaterLayout()
      // Same route, nothing in view moved: the drawn rects still hold, so the planes' part
      // of the rebuild gets its own task after the track's measurement; together they made
      // one long task (docs/performance.md, 'Layout and measurement').
      if (!stale && !routeChanged) {
        laterLayout = window.setTimeout(() => {
          laterLayout = 0
          applyLayout(layout, false)
        })
        return
      }
      applyLayout(layout, routeChanged)
    })
    // A resize (spec: rebuilt 100 + 50 ms later) or content that moved: until the rebuild
    // re-measures, the DOM images show and the canvas hides, up to the first frame drawn
    // from the new measurement. No frame ever shows a plane off its element.
    const offStale = track.onStale(() => {
      // A layout still to apply was measured before this change: the next rebuild's counts.
      cancelLaterLayout()
      stale = true
      showCanvas(false)
      planes.showAllDom()
    })
    // The page itself may scroll vertically (careers): planes follow on the next frame.
    const onPageScroll = () => {
      pageY = window.scrollY
      track.scroll.wake()
    }
    window.addEventListener('scroll', onPageScroll, { passive: true })
    planes.setLayout(track.layout(), false)
    const offClient = track.scroll.addClient(client)
    const offDebug = exposeStageDebug(
      gl,
      planes,
      uploads,
      quality,
      redraw,
      () => !lost && !dirty && laterLayout === 0 && !planes.settling,
    )

    // A lost context (or a refused program) leaves a blank canvas at the next composite:
    // give every DOM image back in this same task, then let the page go on without it.
    // Stepping aside ends the same way, once the pictures near view have decoded.
    const giveUp = () => {
      if (lost) return
      lost = true
      showCanvas(false)
      planes.showAllDom()
      onFallback()
    }
    canvas.addEventListener('webglcontextlost', giveUp)
    return () => {
      ended = true
      aside.dispose()
      cancelLaterLayout()
      canvas.removeEventListener('webglcontextlost', giveUp)
      offStale()
      window.removeEventListener('scroll', onPageScroll)
      offDebug()
      offClient()
      offLayout()
      planes.showAllDom()
      planes.dispose()
      uploads.dispose()
      warm.dispose()
      scene.remove(planes.group)
    }
  }, [get, track, quality, onFallback])

  return null
}
