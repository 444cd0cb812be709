import { advance, useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import type { VirtualTrack } from '../scroll/start-virtual-track.ts'
import type { FrameClient } from '../scroll/virtual-scroll.ts'
import { PlaneSet } from './planes/PlaneSet.ts'
import { exposeStageDebug } from './stage-debug.ts'
import { UploadQueue } from './textures/UploadQueue.ts'

interface Props {
  track: VirtualTrack
  onFallback: () => void
}

/**
 * Wires the planes into the virtual scroll's frame loop. Nothing here renders React per
 * frame: the PlaneSet is plain objects, updated from the loop, and this component
 * renders once.
 */
export function TrackPlanes({ track, onFallback }: Props) {
  const get = useThree((s) => s.get)

  useEffect(() => {
    const state = get()
    const { gl, scene } = state
    const uploads = new UploadQueue(gl)
    const planes = new PlaneSet(uploads, () => track.scroll.wake(), track.scroller)
    scene.add(planes.group)
    let lost = false
    let dirty = true
    let resizing = false
    const canvas = gl.domElement

    const client: FrameClient = {
      // Runs after the DOM track moved this frame. Order: position planes from
      // rect - scroll, upload at most one large texture, render, then hide the DOM image
      // of every plane that really drew.
      frame(now, scroll, moving) {
        if (lost) return false
        const s = get()
        planes.update(now, scroll, s.size.width, s.size.height, scroll.reducedMotion)
        uploads.step()
        if (!(moving || dirty || planes.moved || planes.needsFrames)) return false
        dirty = false
        advance(now / 1000, false, s)
        if (!resizing) canvas.style.visibility = ''
        planes.afterRender()
        return planes.needsFrames
      },
    }

    // Every plane shares one shader program: compile it (in parallel where the driver
    // can) as soon as a plane exists, not in the middle of the first scroll.
    let compiled = false
    const warmUp = () => {
      const first = planes.list[0]
      if (compiled || !first) return
      compiled = true
      gl.compileAsync(first.mesh, state.camera, scene).catch(() => {})
    }
    const offLayout = track.onLayout((layout, routeChanged) => {
      planes.setLayout(layout, routeChanged)
      warmUp()
      resizing = false
      dirty = true
    })
    // Between a resize and the rebuild that re-measures (spec: 100 + 50 ms) the planes'
    // rects are stale: show the DOM images and hide the canvas until the first frame
    // drawn from the new measurement.
    const onResize = () => {
      resizing = true
      canvas.style.visibility = 'hidden'
      planes.showAllDom()
    }
    window.addEventListener('resize', onResize)
    // The page itself may scroll vertically (careers): planes follow on the next frame.
    const onPageScroll = () => track.scroll.wake()
    window.addEventListener('scroll', onPageScroll, { passive: true })
    planes.setLayout(track.layout(), false)
    warmUp()
    const offClient = track.scroll.addClient(client)
    const offDebug = exposeStageDebug(
      gl,
      planes,
      uploads,
      () => !lost && !dirty && !planes.settling,
    )

    // A lost context leaves a blank canvas at the next composite: give every DOM image
    // back in this same task, then let the page go on without the canvas.
    const onLost = () => {
      lost = true
      planes.showAllDom()
      onFallback()
    }
    canvas.addEventListener('webglcontextlost', onLost)
    return () => {
      canvas.removeEventListener('webglcontextlost', onLost)
      window.removeEventListener('resize', onResize)
      window.removeEventListener('scroll', onPageScroll)
      offDebug()
      offClient()
      offLayout()
      planes.showAllDom()
      planes.dispose()
      scene.remove(planes.group)
    }
  }, [get, track, onFallback])

  return null
}
