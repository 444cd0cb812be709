import { startTransition, useEffect, useRef, useState } from 'react'
import { configStore } from '../../lib/config.ts'
import { idle } from '../../lib/idle.ts'
import { isGliding } from '../../scroll/engine/track-state.ts'
import { orTimeout, stageSettled } from '../../webgl/start/stage-settled.ts'
import { firstCount, nextCount } from './progressive.ts'

/** The desktop stage's first view (3 s at most, once), then one idle period per batch. */
const FIRST_VIEW_WAIT_MS = 3000
/** How often a batch held back by a glide looks again. */
const REST_POLL_MS = 100

/**
 * An idle period with the desktop track at rest: a batch's render and the layout of its
 * cards (tens of ms on a large archive) never land in the middle of a glide.
 */
async function idleAtRest(): Promise<void> {
  await idle()
  while (isGliding()) {
    await new Promise((resolve) => setTimeout(resolve, REST_POLL_MS))
    await idle()
  }
}

/**
 * How many of `total` items to render: the first batch at once (server and hydration agree),
 * then a batch per idle period, as a transition, once the stage's first view is drawn and the
 * track rests. Meanwhile the track holds its re-measure (configStore.listFilling).
 */
export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(() => firstCount(total))
  // The first view is waited for once: where the stage never settles, waiting it out again
  // for each batch made a long list slow to fill (docs/performance.md, 'Work archive').
  const firstView = useRef<Promise<void> | null>(null)
  const filling = shown < total
  useEffect(() => {
    configStore.listFilling = filling
    return () => {
      configStore.listFilling = false
    }
  }, [filling])
  useEffect(() => {
    if (shown >= total) return
    let cancelled = false
    firstView.current ??= orTimeout(stageSettled, FIRST_VIEW_WAIT_MS)
    void firstView.current.then(idleAtRest).then(() => {
      if (cancelled) return
      startTransition(() => setShown((now) => nextCount(now, total)))
    })
    return () => {
      cancelled = true
    }
  }, [shown, total])
  return Math.min(shown, total)
}
