import { afterEach, describe, expect, it, vi } from 'vitest'
import { isStageSettled, markStageSettled, orTimeout, stageSettled } from './stage-settled.ts'

afterEach(() => vi.useRealTimers())

describe('orTimeout', () => {
  it('settles with the promise when it comes first', async () => {
    vi.useFakeTimers()
    let done = false
    void orTimeout(Promise.resolve(), 3000).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('settles at the timeout when the promise never does', async () => {
    vi.useFakeTimers()
    let done = false
    void orTimeout(new Promise<void>(() => {}), 3000).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})

describe('stageSettled', () => {
  it('waits until it is marked, and marking again is harmless', async () => {
    let done = false
    void stageSettled.then(() => {
      done = true
    })
    await Promise.resolve()
    expect(done).toBe(false)
    expect(isStageSettled()).toBe(false)
    markStageSettled()
    markStageSettled()
    await stageSettled
    expect(done).toBe(true)
    expect(isStageSettled()).toBe(true)
  })
})
