import { describe, expect, it } from 'vitest'
import { GpuProgress } from './gpu-progress.ts'

/** The part of a WebGL2 context GpuProgress uses: one query, answered when the test says. */
function fakeGl() {
  const calls: string[] = []
  const gl = {
    QUERY_RESULT_AVAILABLE: 0x8867,
    ANY_SAMPLES_PASSED_CONSERVATIVE: 0x8d6a,
    available: false,
    createQuery: () => ({}),
    beginQuery: () => calls.push('begin'),
    endQuery: () => calls.push('end'),
    getQueryParameter: (_q: unknown, pname: number) =>
      pname === gl.QUERY_RESULT_AVAILABLE ? gl.available : null,
    deleteQuery: () => calls.push('delete'),
  }
  return { gl, calls, context: gl as unknown as WebGL2RenderingContext }
}

describe('GpuProgress', () => {
  it('is caught up with nothing marked', () => {
    const { context } = fakeGl()
    expect(new GpuProgress(context).caughtUp()).toBe(true)
  })

  it('waits for the GPU to pass the mark, then is caught up until the next', () => {
    const { gl, calls, context } = fakeGl()
    const progress = new GpuProgress(context)
    progress.mark()
    expect(calls).toEqual(['begin', 'end'])
    expect(progress.caughtUp()).toBe(false)
    expect(progress.caughtUp()).toBe(false)
    gl.available = true
    expect(progress.caughtUp()).toBe(true)
    // Passed: nothing outstanding, whatever the query says now.
    gl.available = false
    expect(progress.caughtUp()).toBe(true)
    progress.mark()
    expect(progress.caughtUp()).toBe(false)
  })

  it('keeps one mark at a time', () => {
    const { calls, context } = fakeGl()
    const progress = new GpuProgress(context)
    progress.mark()
    progress.mark()
    progress.mark()
    expect(calls).toEqual(['begin', 'end'])
  })

  it('gives up on a mark never answered, so uploads never starve', () => {
    const { context } = fakeGl()
    const progress = new GpuProgress(context)
    progress.mark()
    const answers = Array.from({ length: 5 }, () => progress.caughtUp(5))
    expect(answers).toEqual([false, false, false, false, true])
  })

  it('deletes its query, and is caught up after', () => {
    const { calls, context } = fakeGl()
    const progress = new GpuProgress(context)
    progress.mark()
    progress.dispose()
    expect(calls.at(-1)).toBe('delete')
    expect(progress.caughtUp()).toBe(true)
    progress.mark()
    expect(calls.filter((c) => c === 'begin')).toHaveLength(1)
  })
})
