import type { WebGLRenderer } from 'three'
import { describe, expect, it, vi } from 'vitest'
import type { Plane } from '../planes/Plane.ts'
import type { GatedVideoTexture } from './gated-video-texture.ts'
import { type Progress, UploadQueue } from './UploadQueue.ts'

/** A GPU that has caught up when the test says, counting the marks asked for. */
function fakeProgress() {
  const progress = { behind: false, marks: 0, disposed: false }
  const api: Progress = {
    caughtUp: () => !progress.behind,
    mark: () => {
      progress.marks++
    },
    dispose: () => {
      progress.disposed = true
    },
  }
  return { progress, api }
}

/** A plane with a decoded picture of `bytes`, waiting for its upload. */
function decoded(bytes = 1000) {
  const texture = { bytes }
  const plane = {
    status: 'loaded',
    loaded: { texture, bytes },
    markUploaded() {
      plane.status = 'ready'
    },
  }
  return plane
}

function videoFrame() {
  return { take: vi.fn(() => true) }
}

function setup() {
  const { progress, api } = fakeProgress()
  const initTexture = vi.fn()
  const renderer = { initTexture } as unknown as WebGLRenderer
  return { progress, initTexture, queue: new UploadQueue(renderer, api) }
}

describe('UploadQueue', () => {
  it('uploads nothing, picture or video frame, while the GPU is behind', () => {
    const { progress, initTexture, queue } = setup()
    const plane = decoded()
    const video = videoFrame()
    queue.add(plane as unknown as Plane)
    queue.addFrame(video as unknown as GatedVideoTexture)
    progress.behind = true
    expect(queue.step()).toBe(false)
    // Held: the loop comes back for it in the next frame.
    expect(queue.framesHeld).toBe(true)
    expect(queue.heldFrames).toBe(1)
    expect(initTexture).not.toHaveBeenCalled()
    expect(video.take).not.toHaveBeenCalled()
    expect(plane.status).toBe('loaded')
    expect(queue.size).toBe(1)

    progress.behind = false
    // The frame asked for is asked again by the next frame (PlaneSet, each frame).
    queue.addFrame(video as unknown as GatedVideoTexture)
    expect(queue.step()).toBe(true)
    expect(queue.framesHeld).toBe(false)
    expect(queue.heldFrames).toBe(1)
    expect(initTexture).toHaveBeenCalledWith(plane.loaded.texture)
    expect(video.take).toHaveBeenCalledTimes(1)
    expect(plane.status).toBe('ready')
    expect(queue.size).toBe(0)
  })

  it('asks a video for its frame once per frame, and forgets it after the step', () => {
    const { queue } = setup()
    const video = videoFrame()
    queue.addFrame(video as unknown as GatedVideoTexture)
    queue.addFrame(video as unknown as GatedVideoTexture)
    queue.step()
    expect(video.take).toHaveBeenCalledTimes(1)
    expect(queue.step()).toBe(false)
    expect(queue.framesHeld).toBe(false)
    expect(video.take).toHaveBeenCalledTimes(1)
  })

  it('marks the end of a frame that uploaded or still has uploads waiting, not an idle one', () => {
    const { progress, queue } = setup()
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(0)

    queue.add(decoded() as unknown as Plane)
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(1)

    queue.addFrame(videoFrame() as unknown as GatedVideoTexture)
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(2)

    // Behind, with a picture waiting: still marked (GpuProgress keeps one mark at a time).
    progress.behind = true
    queue.add(decoded() as unknown as Plane)
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(3)

    progress.behind = false
    queue.step()
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(3)
  })

  it('lets the progress go with the queue', () => {
    const { progress, queue } = setup()
    queue.dispose()
    expect(progress.disposed).toBe(true)
  })
})
