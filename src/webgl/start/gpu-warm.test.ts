import { afterEach, describe, expect, it, vi } from 'vitest'
import { GPU_WARM_WAIT_MS, warmGpu } from './gpu-warm.ts'

class FakeWorker {
  static made: FakeWorker[] = []
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: { preventDefault: () => void }) => void) | null = null
  terminated = false
  url: string
  constructor(url: URL) {
    this.url = String(url)
    FakeWorker.made.push(this)
  }
  terminate() {
    this.terminated = true
  }
}

afterEach(() => {
  FakeWorker.made = []
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe('warmGpu', () => {
  it('waits for the worker to make its context, then ends it and passes on its report', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const warm = warmGpu()
    const worker = FakeWorker.made[0]
    expect(worker?.url).toContain('gpu-warm-worker')
    expect(await settled(warm)).toBe(false)
    worker?.onmessage?.({ data: { renderer: 'llvmpipe (LLVM 15.0.6, 256 bits)', caveat: true } })
    expect(await warm).toEqual({ renderer: 'llvmpipe (LLVM 15.0.6, 256 bits)', caveat: true })
    expect(worker?.terminated).toBe(true)
  })

  it('reads a malformed report as one that tells nothing', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const warm = warmGpu()
    FakeWorker.made[0]?.onmessage?.({ data: { renderer: 7 } })
    expect(await warm).toEqual({ renderer: null, caveat: false })
    const again = warmGpu()
    FakeWorker.made[1]?.onmessage?.({ data: 'done' })
    expect(await again).toBeNull()
  })

  it('goes on when the worker fails, and keeps its error from the console', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const warm = warmGpu()
    const preventDefault = vi.fn()
    FakeWorker.made[0]?.onerror?.({ preventDefault })
    expect(await warm).toBeNull()
    expect(preventDefault).toHaveBeenCalled()
    expect(FakeWorker.made[0]?.terminated).toBe(true)
  })

  it('waits no longer than its limit for a worker that never answers', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Worker', FakeWorker)
    const warm = warmGpu()
    await vi.advanceTimersByTimeAsync(GPU_WARM_WAIT_MS - 1)
    expect(await settled(warm)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await warm).toBeNull()
    expect(FakeWorker.made[0]?.terminated).toBe(true)
  })

  it('resolves at once where workers cannot start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused')
        }
      },
    )
    await expect(warmGpu()).resolves.toBeNull()
  })
})
