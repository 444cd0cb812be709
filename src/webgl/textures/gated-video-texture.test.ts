// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { GatedVideoTexture } from './gated-video-texture.ts'

/** A video whose frames the test presents (jsdom has no requestVideoFrameCallback). */
function videoWithFrames() {
  const video = document.createElement('video')
  let pending: (() => void) | null = null
  Object.assign(video, {
    requestVideoFrameCallback: (callback: () => void) => {
      pending = callback
      return 1
    },
    cancelVideoFrameCallback: () => {
      pending = null
    },
  })
  return {
    video,
    present: () => {
      const due = pending
      pending = null
      due?.()
    },
  }
}

describe('GatedVideoTexture', () => {
  it('holds each new video frame until it is taken', () => {
    const { video, present } = videoWithFrames()
    const texture = new GatedVideoTexture(video)
    expect(texture.waiting).toBe(false)
    expect(texture.take()).toBe(false)
    expect(texture.version).toBe(0)
    present()
    // three.js's own callback asked for an upload: held, the texture is unchanged.
    expect(texture.waiting).toBe(true)
    expect(texture.version).toBe(0)
    expect(texture.take()).toBe(true)
    expect(texture.waiting).toBe(false)
    expect(texture.version).toBe(1)
    expect(texture.take()).toBe(false)
    expect(texture.version).toBe(1)
  })

  it('tells who waits for the next frame, once, and no one after it is called off', () => {
    const { video, present } = videoWithFrames()
    const texture = new GatedVideoTexture(video)
    const calls: string[] = []
    texture.onNextFrame(() => calls.push('a'))
    present()
    present()
    expect(calls).toEqual(['a'])
    texture.onNextFrame(() => calls.push('b'))
    texture.onNextFrame(null)
    present()
    expect(calls).toEqual(['a'])
    expect(texture.waiting).toBe(true)
  })

  it('takes two frames that came before a take as one upload', () => {
    const { video, present } = videoWithFrames()
    const texture = new GatedVideoTexture(video)
    present()
    present()
    expect(texture.take()).toBe(true)
    expect(texture.version).toBe(1)
  })
})
