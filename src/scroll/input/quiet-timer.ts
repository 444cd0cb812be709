/** Calls back once things have been quiet for a while (see `quietTimer`). */
export interface QuietTimer {
  /** Something happened: the quiet period starts again from now. */
  poke(): void
  /** No callback for the period under way. */
  cancel(): void
}

/**
 * Calls `onQuiet` once `ms` have passed since the last `poke()`. Poked at every wheel
 * event, it costs no timer call per event: its one timer, when it fires, looks at the
 * last poke and waits again for what is left.
 */
export function quietTimer(ms: number, onQuiet: () => void): QuietTimer {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    const left = last + ms - performance.now()
    if (left > 0) {
      timer = setTimeout(check, left)
      return
    }
    timer = undefined
    onQuiet()
  }
  return {
    poke() {
      last = performance.now()
      if (timer === undefined) timer = setTimeout(check, ms)
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
