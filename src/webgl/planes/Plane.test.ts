// @vitest-environment jsdom
import { PlaneGeometry } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { Plane } from './Plane.ts'

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
    expect(plane.loaded?.video).toBeTruthy()
    // three.js's VideoTexture asks for every video frame itself: that is the one request.
    expect(pending.size).toBe(1)
    wake.mockClear()
    expect(plane.watchVideoFrame()).toBe(true)
    expect(plane.watchVideoFrame()).toBe(true)
    expect(pending.size).toBe(1)
    present()
    expect(wake).toHaveBeenCalledTimes(1)
    expect(plane.loaded?.video?.waiting).toBe(true)
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
    const plane = new Plane(el, img, new PlaneGeometry(1, 1), () => {}, { count: 0 })
    plane.setOrder(7)
    expect(plane.mesh).toBeNull()
    link.dispatchEvent(pointer('pointerenter'))
    expect(plane.hoverTarget).toBe(0)

    plane.load()
    const mesh = plane.mesh
    expect(mesh?.renderOrder).toBe(7)
    link.dispatchEvent(pointer('pointerenter'))
    expect(plane.hoverTarget).toBe(1)

    const dispose = vi.spyOn(mesh?.material ?? { dispose() {} }, 'dispose')
    plane.unload()
    expect(plane.mesh).toBeNull()
    expect(dispose).toHaveBeenCalledTimes(1)
    expect(plane.hoverTarget).toBe(0)
    link.dispatchEvent(pointer('pointerenter'))
    expect(plane.hoverTarget).toBe(0)
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
    expect(plane.status).toBe('failed')
    plane.dispose()
  })

  it('waits for a picture with no source yet (a card the track has not reached), then for its load', () => {
    const img = pictureIn({ complete: true, naturalWidth: 0, currentSrc: '' })
    const plane = planeFor(img, () => {})
    plane.load()
    expect(plane.status).toBe('loading')
    img.dispatchEvent(new Event('error'))
    expect(plane.status).toBe('failed')
    plane.dispose()
  })

  it('fails for a video whose source failed, before or after it was asked for', () => {
    const before = document.createElement('video')
    Object.defineProperty(before, 'error', { value: { code: 4 } })
    const early = planeFor(before, () => {})
    early.load()
    expect(early.status).toBe('failed')

    const after = document.createElement('video')
    const late = planeFor(after, () => {})
    late.load()
    expect(late.status).toBe('loading')
    after.dispatchEvent(new Event('error'))
    expect(late.status).toBe('failed')
    early.dispose()
    late.dispose()
  })
})
