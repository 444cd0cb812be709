// @vitest-environment jsdom
import { PlaneGeometry } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { Plane } from './Plane.ts'
import { createPlaneFrame } from './plane-frame.ts'

type FrameCallback = () => void

/** A video whose requestVideoFrameCallback is driven by the test (jsdom has none). */
function videoWithFrames() {
  const video = document.createElement('video')
  const pending = new Map<number, FrameCallback>()
  let next = 1
  Object.assign(video, {
    requestVideoFrameCallback: (callback: FrameCallback) => {
      pending.set(next, callback)
      return next++
    },
    cancelVideoFrameCallback: (handle: number) => pending.delete(handle),
  })
  /** Presents one video frame: runs the callbacks pending now. */
  const present = () => {
    const due = [...pending.values()]
    pending.clear()
    for (const callback of due) callback()
  }
  return { video, pending, present }
}

function planeFor(media: HTMLVideoElement | HTMLImageElement, onChange: () => void): Plane {
  const el = document.createElement('div')
  el.append(media)
  return new Plane(el, media, new PlaneGeometry(1, 1), onChange, { count: 0 })
}

describe('Plane.watchVideoFrame', () => {
  it('wakes the loop once at the next video frame, however often it is asked', () => {
    const { video, pending, present } = videoWithFrames()
    const wake = vi.fn()
    const plane = planeFor(video, wake)
    expect(plane.watchVideoFrame()).toBe(true)
    expect(plane.watchVideoFrame()).toBe(true)
    expect(pending.size).toBe(1)
    present()
    expect(wake).toHaveBeenCalledTimes(1)
    // Fired: the next ask waits for the next frame.
    expect(pending.size).toBe(0)
    plane.watchVideoFrame()
    present()
    expect(wake).toHaveBeenCalledTimes(2)
  })

  it('stops waiting when the plane lets its texture go', () => {
    const { video, pending, present } = videoWithFrames()
    const wake = vi.fn()
    const plane = planeFor(video, wake)
    plane.watchVideoFrame()
    plane.unload()
    expect(pending.size).toBe(0)
    present()
    expect(wake).not.toHaveBeenCalled()
    plane.dispose()
  })

  it('once its texture is made, waits on the texture’s own frame callback and asks the browser nothing', () => {
    const { video, pending, present } = videoWithFrames()
    Object.defineProperties(video, {
      readyState: { value: 2 },
      videoWidth: { value: 64 },
      videoHeight: { value: 36 },
    })
    const wake = vi.fn()
    const plane = planeFor(video, wake)
    plane.load()
    expect(plane.texture.loaded?.video).toBeTruthy()
    // three.js's VideoTexture asks for every video frame itself: that is the one request.
    expect(pending.size).toBe(1)
    wake.mockClear()
    expect(plane.watchVideoFrame()).toBe(true)
    expect(plane.watchVideoFrame()).toBe(true)
    expect(pending.size).toBe(1)
    present()
    expect(wake).toHaveBeenCalledTimes(1)
    expect(plane.texture.loaded?.video?.waiting).toBe(true)
    // Not asked again: the next frame wakes nobody.
    present()
    expect(wake).toHaveBeenCalledTimes(1)
    plane.watchVideoFrame()
    present()
    expect(wake).toHaveBeenCalledTimes(2)
    // Unloaded while waiting: the frame after wakes nobody.
    plane.watchVideoFrame()
    plane.unload()
    present()
    expect(wake).toHaveBeenCalledTimes(2)
    plane.dispose()
  })

  it('says so where the browser cannot call back per video frame, or for a picture', () => {
    expect(planeFor(document.createElement('video'), () => {}).watchVideoFrame()).toBe(false)
    expect(planeFor(document.createElement('img'), () => {}).watchVideoFrame()).toBe(false)
  })
})

/** A pointer event as the hover listeners read it (jsdom has no PointerEvent). */
const pointer = (type: string) =>
  Object.assign(new Event(type), { pointerType: 'mouse', clientX: 10, clientY: 10 })

describe('Plane drawing', () => {
  it('holds no mesh, material or hover listener until its texture is asked for, and frees them with it', () => {
    const img = document.createElement('img')
    const el = document.createElement('div')
    const link = document.createElement('a')
    el.append(img)
    link.append(el)
    const wake = vi.fn()
    const plane = new Plane(el, img, new PlaneGeometry(1, 1), wake, { count: 0 })
    plane.setOrder(7)
    expect(plane.mesh).toBeNull()
    link.dispatchEvent(pointer('pointerenter'))
    // No listener: the pointer asks for no frame.
    expect(plane.hover).toBeNull()
    expect(wake).not.toHaveBeenCalled()

    plane.load()
    const mesh = plane.mesh
    const hover = plane.hover
    expect(mesh?.renderOrder).toBe(7)
    link.dispatchEvent(pointer('pointerenter'))
    expect(hover?.target).toBe(1)
    expect(wake).toHaveBeenCalledTimes(1)

    const dispose = vi.spyOn(mesh?.material ?? { dispose() {} }, 'dispose')
    plane.unload()
    expect(plane.mesh).toBeNull()
    expect(dispose).toHaveBeenCalledTimes(1)
    expect(hover?.target).toBe(0)
    expect(plane.hover).toBeNull()
    link.dispatchEvent(pointer('pointerenter'))
    expect(hover?.target).toBe(0)
    expect(wake).toHaveBeenCalledTimes(1)
    // Asked for again: a new mesh, in the same place in the draw order.
    plane.load()
    expect(plane.mesh).not.toBe(mesh)
    expect(plane.mesh?.renderOrder).toBe(7)
    plane.dispose()
    expect(plane.mesh).toBeNull()
  })
})

/** A picture as the browser leaves it: `complete`, its pixel width, the source it chose. */
function pictureIn(state: { complete: boolean; naturalWidth: number; currentSrc: string }) {
  const img = document.createElement('img')
  for (const [key, value] of Object.entries(state)) {
    Object.defineProperty(img, key, { value, configurable: true })
  }
  return img
}

describe('Plane.load of media that cannot load', () => {
  it('fails at once for a picture whose source failed before it was asked for', () => {
    const img = pictureIn({ complete: true, naturalWidth: 0, currentSrc: 'https://cdn/gone.jpg' })
    const plane = planeFor(img, () => {})
    plane.load()
    // Failed, not loading: a plane left loading in view would keep the stage unsettled.
    expect(plane.texture.status).toBe('failed')
    plane.dispose()
  })

  it('waits for a picture with no source yet (a card the track has not reached), then for its load', () => {
    const img = pictureIn({ complete: true, naturalWidth: 0, currentSrc: '' })
    const plane = planeFor(img, () => {})
    plane.load()
    expect(plane.texture.status).toBe('loading')
    img.dispatchEvent(new Event('error'))
    expect(plane.texture.status).toBe('failed')
    plane.dispose()
  })

  it('fails for a video whose source failed, before or after it was asked for', () => {
    const before = document.createElement('video')
    Object.defineProperty(before, 'error', { value: { code: 4 } })
    const early = planeFor(before, () => {})
    early.load()
    expect(early.texture.status).toBe('failed')

    const after = document.createElement('video')
    const late = planeFor(after, () => {})
    late.load()
    expect(late.texture.status).toBe('loading')
    after.dispatchEvent(new Event('error'))
    expect(late.texture.status).toBe('failed')
    early.dispose()
    late.dispose()
  })
})

/** A video plane with its first frame on the GPU, its DOM image hidden, at 200×100 px. */
function uploadedVideoPlane() {
  const { video } = videoWithFrames()
  Object.defineProperties(video, {
    readyState: { value: 2 },
    videoWidth: { value: 64 },
    videoHeight: { value: 36 },
  })
  video.setAttribute('style', 'object-fit: contain')
  const el = document.createElement('div')
  el.append(video)
  document.body.append(el)
  const plane = new Plane(el, video, new PlaneGeometry(1, 1), () => {}, { count: 0 })
  plane.setRect({ el, x: 300, y: 20, width: 200, height: 100 })
  plane.load()
  plane.texture.markUploaded()
  plane.dom.hide()
  // Placed so that the test pointer, at (10, 10), is at a quarter across and a quarter down.
  plane.screenLeft = -40
  plane.screenTop = -15
  const frame = { ...createPlaneFrame(), width: 1440, height: 900 }
  const look = { seconds: 2, dt: 1 / 60, bend: 0, motion: 1 }
  /** A mouse enters it, and a frame applies; true while it still eases. */
  const hoveredFrame = () => {
    el.dispatchEvent(pointer('pointerenter'))
    return plane.applyFrame(frame, look, true)
  }
  return { el, plane, frame, look, hoveredFrame }
}

describe('Plane.applyFrame', () => {
  it('places the mesh and writes every uniform from the plane, its texture, its hover and the frame', () => {
    const { el, plane, look, hoveredFrame } = uploadedVideoPlane()
    look.bend = 0.5
    // A reveal starting and a hover easing: more frames wanted.
    expect(hoveredFrame()).toBe(true)
    const u = plane.mesh?.material.uniforms
    expect(u?.uMap.value).toBe(plane.texture.loaded?.texture)
    expect(u?.uSizes.value.toArray()).toEqual([200, 100, 64, 36])
    expect(u?.uContain.value).toBe(1)
    expect(u?.uPointer.value.toArray()).toEqual([0.25, 0.75])
    expect(u?.uReveal.value).toBe(0)
    expect(u?.uHover.value).toBeGreaterThan(0)
    expect(u?.uHover.value).toBeLessThan(1)
    expect(u?.uVelocity.value).toBe(0.5)
    expect(u?.uMotion.value).toBe(1)
    expect(u?.uTime.value).toBe(2)
    // GL units: y up from the viewport's centre.
    expect(plane.mesh?.position.x).toBe(-40 + 100 - 720)
    expect(plane.mesh?.position.y).toBe(450 - (-15 + 50))
    plane.dispose()
    el.remove()
  })

  it('asks for no more frames once revealed and no longer hovered', () => {
    const { el, plane, frame, look, hoveredFrame } = uploadedVideoPlane()
    hoveredFrame()
    el.dispatchEvent(pointer('pointerleave'))
    let easing = true
    for (let i = 0; i < 300 && easing; i++) {
      look.seconds += 1 / 60
      easing = plane.applyFrame(frame, look, true)
    }
    expect(easing).toBe(false)
    const u = plane.mesh?.material.uniforms
    expect(u?.uReveal.value).toBe(1)
    expect(u?.uHover.value).toBe(0)
    plane.dispose()
    el.remove()
  })

  it('under reduced motion, asks for no frames for a hover once revealed (the shader draws no ripple)', () => {
    const { el, plane, look, hoveredFrame } = uploadedVideoPlane()
    look.motion = 0
    // Reduced motion: the reveal is over at once, and the mouse stays on the plane.
    expect(hoveredFrame()).toBe(false)
    expect(plane.hover?.target).toBe(1)
    look.motion = 1
    expect(hoveredFrame()).toBe(true)
    plane.dispose()
    el.remove()
  })

  it('starts a new drawing from rest: no hover, the pointer at the centre, the reveal to come', () => {
    const { el, plane, frame, look, hoveredFrame } = uploadedVideoPlane()
    hoveredFrame()
    plane.unload()
    plane.load()
    plane.texture.markUploaded()
    plane.dom.hide()
    look.seconds = 10
    plane.applyFrame(frame, look, true)
    const u = plane.mesh?.material.uniforms
    expect(u?.uHover.value).toBe(0)
    expect(u?.uPointer.value.toArray()).toEqual([0.5, 0.5])
    expect(u?.uReveal.value).toBe(0)
    plane.dispose()
    el.remove()
  })
})
