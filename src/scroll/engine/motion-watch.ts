/**
 * Who is told that the desktop track moved: once a frame, after it wrote `trackMotion`
 * (track-state.ts). Only the desktop track's chunk uses it (the page bar's progress line
 * shows at desktop widths only), so it stays out of the code every page loads.
 */

const motionWatchers: (() => void)[] = []

/**
 * Calls `callback` after each write of `trackMotion` (once a frame while the track moves).
 * It reads the motion itself; it runs inside the frame loop, so it must be cheap and
 * allocate nothing.
 */
export function watchMotion(callback: () => void): () => void {
  motionWatchers.push(callback)
  return () => {
    const i = motionWatchers.indexOf(callback)
    if (i >= 0) motionWatchers.splice(i, 1)
  }
}

/** Tells every motion watcher that `trackMotion` was written (writers call it once). */
export function motionWritten(): void {
  for (let i = 0; i < motionWatchers.length; i++) motionWatchers[i]?.()
}
