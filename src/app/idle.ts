/** The browser's next idle period (a second at most); no wait where there is none (Node). */
export function idle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }))
}
