import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorOnce, resetLogOnce, warnOnceInDev } from './log-once.ts'

afterEach(() => {
  vi.restoreAllMocks()
  resetLogOnce()
})

describe('log-once', () => {
  it('logs an error once per key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    errorOnce('a', 'first')
    errorOnce('a', 'again')
    errorOnce('b', 'other')
    expect(error.mock.calls).toEqual([['first'], ['other']])
  })
  it('warns once per key in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnOnceInDev('x', 'w')
    warnOnceInDev('x', 'w')
    expect(warn).toHaveBeenCalledTimes(import.meta.env.DEV ? 1 : 0)
  })
})
