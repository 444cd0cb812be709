/**
 * Settles once the canvas has drawn its first view, or at once where there is no canvas.
 * Deferred work (the live refresh) waits for it: a re-measure mid-start would send the
 * first view back to the DOM images to be drawn again.
 */
let settle: () => void = () => {}
let settled = false

export const stageSettled: Promise<void> = new Promise((resolve) => {
  settle = resolve
})

export function markStageSettled(): void {
  if (settled) return
  settled = true
  settle()
}

/** Whether `stageSettled` has settled (tests read it through `window.__stage`). */
export function isStageSettled(): boolean {
  return settled
}

/** `promise`, or `ms` milliseconds, whichever comes first. */
export function orTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    void promise.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
