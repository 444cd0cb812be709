/**
 * Settles once the desktop canvas has drawn every picture of its first view, or at once
 * where there will be no canvas (below 1024 px, no WebGL, a canvas that failed). Work
 * that can wait, like the live content refresh, waits for it: a refresh that changes the
 * page re-measures the track, and landing in the middle of the stage's start it would
 * send the first view back to the DOM images to be drawn again.
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
