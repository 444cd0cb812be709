import { act } from 'react'
import { expect, type Mock, vi } from 'vitest'
import { forgetScriptLoads } from '../../src/embeds/load-script.ts'

/** The console lines an embed test reads: its failures must be logged exactly once. */
export interface EmbedConsole {
  errors: Mock
  warnings: Mock
}

/** For a jsdom embed test's beforeEach: fake timers and a quiet, recorded console. */
export function startEmbedTest(): EmbedConsole {
  vi.useFakeTimers()
  return {
    errors: vi.spyOn(console, 'error').mockImplementation(() => {}) as Mock,
    warnings: vi.spyOn(console, 'warn').mockImplementation(() => {}) as Mock,
  }
}

/** For its afterEach: forget the loaded scripts and put the clock and console back. */
export function endEmbedTest(): void {
  forgetScriptLoads()
  for (const script of document.querySelectorAll('script')) script.remove()
  vi.restoreAllMocks()
  vi.useRealTimers()
}

/** The provider script loads (jsdom fetches none): its load event, and React's updates. */
export async function scriptLoads(): Promise<void> {
  await act(async () => {
    document.querySelector('head script')?.dispatchEvent(new Event('load'))
  })
}

/** Fake time passes, with React's updates. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
}

/** How many calls of a console spy start with `prefix`. */
export function logged(spy: Mock, prefix: string): number {
  return spy.mock.calls.filter(([first]) => String(first).startsWith(prefix)).length
}

/** Unmounting clears the pending time limit: no timer left, nothing logged a minute later. */
export async function expectCleanUnmount(unmount: () => void, log: EmbedConsole): Promise<void> {
  expect(vi.getTimerCount()).toBe(1)
  unmount()
  expect(vi.getTimerCount()).toBe(0)
  await advance(60_000)
  expect(log.errors).not.toHaveBeenCalled()
}
