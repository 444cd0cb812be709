/** The browser's idle periods, one asked for at a time (`requestIdleCallback`; a fake in tests). */
export interface IdlePeriods {
  request(run: (deadline: IdleDeadline) => void): void
  cancel(): void
}

/**
 * The browser's own idle periods, each asked for with `timeoutMs` (it comes by then even on a
 * busy main thread), or null where there are none (Safari, Node).
 */
export function idlePeriods(timeoutMs: number): IdlePeriods | null {
  if (typeof requestIdleCallback !== 'function') return null
  let handle = 0
  return {
    request(run) {
      handle = requestIdleCallback(run, { timeout: timeoutMs })
    },
    cancel() {
      cancelIdleCallback(handle)
    },
  }
}

/** The browser's next idle period (a second at most); no wait where there is none. */
export function idle(): Promise<void> {
  const periods = idlePeriods(1000)
  if (!periods) return Promise.resolve()
  return new Promise((resolve) => periods.request(() => resolve()))
}
