import { describe, expect, it } from 'vitest'
import { motionWritten, watchMotion } from './motion-watch.ts'
import { trackMotion } from './track-state.ts'

describe('watchMotion', () => {
  it('tells its watchers once per write, in the same task, until they stop', () => {
    const seen: number[] = []
    const stop = watchMotion(() => seen.push(trackMotion.current))
    try {
      trackMotion.current = 120
      motionWritten()
      trackMotion.current = 140
      motionWritten()
      expect(seen).toEqual([120, 140])
      stop()
      motionWritten()
      expect(seen).toEqual([120, 140])
    } finally {
      stop()
      trackMotion.current = 0
    }
  })
})
