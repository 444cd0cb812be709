import type { Texture, WebGLRenderer } from 'three'
import { describe, expect, it, vi } from 'vitest'
import type { IdlePeriods } from '../../lib/idle.ts'
import type { GatedVideoTexture } from './gated-video-texture.ts'
import type { TextureStatus } from './media-texture.ts'
import { IDLE_GPU_WAIT_MS, type Progress, type Uploadable, UploadQueue } from './UploadQueue.ts'

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

/** A decoded picture of `bytes`, waiting for its upload. */
function decoded(bytes = 1000) {
  const texture = { bytes } as unknown as Texture
  const plane = {
    status: 'loaded' as TextureStatus,
    loaded: { texture, bytes },
    markUploaded() {
      plane.status = 'ready'
    },
  } satisfies Uploadable
  return plane
}

function videoFrame() {
  return { take: vi.fn(() => true) }
}

/** Idle periods the test hands out, each with the time it says it has. */
function fakeIdle() {
  let waiting: ((deadline: IdleDeadline) => void) | null = null
  const idle: IdlePeriods = {
    request(run) {
      if (waiting) throw new Error('one idle period at a time')
      waiting = run
    },
    cancel() {
      waiting = null
    },
  }
  return {
    idle,
    asked: () => waiting !== null,
    /** Runs the period asked for, with `ms` left in it (or past its timeout). */
    run(ms: number, didTimeout = false) {
      const run = waiting
      waiting = null
      run?.({ didTimeout, timeRemaining: () => ms })
    },
  }
}

/** A queue whose browser has no idle periods: the frame uploads every plane. */
function setup() {
  const { progress, api } = fakeProgress()
  const initTexture = vi.fn()
  const renderer = { initTexture } as unknown as WebGLRenderer
  return { progress, initTexture, queue: new UploadQueue(renderer, () => {}, api, null) }
}

/** A queue with idle periods (fakeIdle), counting the wakes after idle uploads. */
function setupIdle() {
  const { progress, api } = fakeProgress()
  const initTexture = vi.fn()
  const renderer = { initTexture } as unknown as WebGLRenderer
  const periods = fakeIdle()
  const wake = vi.fn()
  const queue = new UploadQueue(renderer, wake, api, periods.idle)
  return { progress, initTexture, periods, wake, queue }
}

describe('UploadQueue while the GPU is behind', () => {
  it('uploads nothing, picture or video frame, while the GPU is behind', () => {
    const { progress, initTexture, queue } = setup()
    const plane = decoded()
    const video = videoFrame()
    queue.add(plane)
    queue.addFrame(video as unknown as GatedVideoTexture)
    progress.behind = true
    // Held: the loop comes back for it in the next frame.
    expect(queue.step()).toEqual({ videoFrameTaken: false, framesHeld: true })
    expect(queue.heldFrames).toBe(1)
    expect(initTexture).not.toHaveBeenCalled()
    expect(video.take).not.toHaveBeenCalled()
    expect(plane.status).toBe('loaded')
    expect(queue.size).toBe(1)

    progress.behind = false
    // The frame asked for is asked again by the next frame (PlaneSet, each frame).
    queue.addFrame(video as unknown as GatedVideoTexture)
    expect(queue.step()).toEqual({ videoFrameTaken: true, framesHeld: false })
    expect(queue.heldFrames).toBe(1)
    expect(initTexture).toHaveBeenCalledWith(plane.loaded.texture)
    expect(video.take).toHaveBeenCalledTimes(1)
    expect(plane.status).toBe('ready')
    expect(queue.size).toBe(0)
  })

  it('marks the end of a frame that uploaded or still has uploads waiting, not an idle one', () => {
    const { progress, queue } = setup()
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(0)

    queue.add(decoded())
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(1)

    queue.addFrame(videoFrame() as unknown as GatedVideoTexture)
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(2)

    // Behind, with a picture waiting: still marked (GpuProgress keeps one mark at a time).
    progress.behind = true
    queue.add(decoded())
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(3)

    progress.behind = false
    queue.step()
    queue.step()
    queue.endFrame()
    expect(progress.marks).toBe(3)
  })
})

describe('UploadQueue in the frame', () => {
  it('asks a video for its frame once per frame, and forgets it after the step', () => {
    const { queue } = setup()
    const video = videoFrame()
    queue.addFrame(video as unknown as GatedVideoTexture)
    queue.addFrame(video as unknown as GatedVideoTexture)
    queue.step()
    expect(video.take).toHaveBeenCalledTimes(1)
    expect(queue.step()).toEqual({ videoFrameTaken: false, framesHeld: false })
    expect(video.take).toHaveBeenCalledTimes(1)
  })

  it('moves a plane queued ahead into the frame’s list once it comes into view', () => {
    const { initTexture, queue } = setupIdle()
    const plane = decoded()
    queue.add(plane)
    expect(queue.wantsFrames).toBe(false)
    queue.add(plane, true)
    expect(queue.wantsFrames).toBe(true)
    expect(queue.size).toBe(1)
    queue.step()
    expect(initTexture).toHaveBeenCalledTimes(1)
    expect(queue.size).toBe(0)
  })

  it('uploads ahead of view in the frame where the browser has no idle periods', () => {
    const { initTexture, queue } = setup()
    const plane = decoded()
    queue.add(plane)
    expect(queue.wantsFrames).toBe(true)
    queue.step()
    expect(initTexture).toHaveBeenCalledWith(plane.loaded.texture)
  })
})

describe('UploadQueue in idle periods', () => {
  it('uploads a plane in view in the frame, and one ahead of view only in an idle period', () => {
    const { initTexture, periods, wake, queue } = setupIdle()
    const ahead = decoded()
    const inView = decoded()
    queue.add(ahead)
    queue.add(inView, true)
    // The frame takes the plane in view; the one ahead keeps the loop asleep.
    queue.step()
    expect(initTexture.mock.calls).toEqual([[inView.loaded.texture]])
    expect(queue.wantsFrames).toBe(false)
    expect(periods.asked()).toBe(false)
    // After the frame's render, the idle period that follows is asked for.
    queue.endFrame()
    expect(periods.asked()).toBe(true)
    periods.run(10)
    expect(initTexture.mock.calls).toEqual([[inView.loaded.texture], [ahead.loaded.texture]])
    expect(ahead.status).toBe('ready')
    // The loop wakes to draw it; nothing waits, so no other period is asked for.
    expect(wake).toHaveBeenCalledTimes(1)
    expect(queue.size).toBe(0)
    expect(periods.asked()).toBe(false)
  })

  it('takes a picture longer than the frame’s upload budget in an idle period long enough', () => {
    const { initTexture, periods, queue } = setupIdle()
    // 20 MB: 10 ms at the speed assumed, more than the 4 ms a frame may upload.
    const large = decoded(20_000_000)
    queue.add(large)
    queue.endFrame()
    periods.run(8)
    expect(initTexture).not.toHaveBeenCalled()
    // A page at rest gives periods of up to 50 ms: it goes in one, without the timeout.
    periods.run(40)
    expect(initTexture).toHaveBeenCalledWith(large.loaded.texture)
  })

  it('lets the progress and an idle period asked for go with the queue', () => {
    const { progress, periods, queue } = setupIdle()
    queue.add(decoded())
    queue.endFrame()
    expect(periods.asked()).toBe(true)
    queue.dispose()
    expect(progress.disposed).toBe(true)
    expect(periods.asked()).toBe(false)
  })
})

describe('UploadQueue waiting for the GPU in idle periods', () => {
  it('waits in idle periods for the GPU and for a period long enough, until its timeout', () => {
    const { progress, initTexture, periods, wake, queue } = setupIdle()
    // 1 MB: half a millisecond at the speed assumed before any upload is timed.
    const ahead = decoded(1_000_000)
    queue.add(ahead)
    queue.endFrame()
    progress.behind = true
    periods.run(10)
    expect(initTexture).not.toHaveBeenCalled()
    // Not done: another period is asked for.
    expect(periods.asked()).toBe(true)
    progress.behind = false
    periods.run(0.2)
    expect(initTexture).not.toHaveBeenCalled()
    expect(periods.asked()).toBe(true)
    // Past the timeout, the first upload goes whatever time the period has.
    periods.run(0, true)
    expect(initTexture).toHaveBeenCalledWith(ahead.loaded.texture)
    expect(wake).toHaveBeenCalledTimes(1)
    expect(periods.asked()).toBe(false)
  })

  it('waits for the GPU in idle periods for IDLE_GPU_WAIT_MS at most, each frame marking it anew', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000)
    try {
      const { progress, initTexture, periods, queue } = setupIdle()
      const ahead = decoded(1_000_000)
      queue.add(ahead)
      queue.endFrame()
      // A video playing: every frame marks, and an idle period finds the newest mark unpassed.
      progress.behind = true
      periods.run(10)
      now.mockReturnValue(1000 + IDLE_GPU_WAIT_MS - 1)
      queue.endFrame()
      periods.run(10)
      expect(initTexture).not.toHaveBeenCalled()
      now.mockReturnValue(1000 + IDLE_GPU_WAIT_MS)
      queue.endFrame()
      periods.run(10)
      expect(initTexture).toHaveBeenCalledWith(ahead.loaded.texture)
      // The next picture waits for the GPU afresh.
      const next = decoded(1_000_000)
      queue.add(next)
      queue.endFrame()
      periods.run(10)
      expect(initTexture).toHaveBeenCalledTimes(1)
    } finally {
      now.mockRestore()
    }
  })
})
