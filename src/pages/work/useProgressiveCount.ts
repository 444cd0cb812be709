import { startTransition, useEffect, useState } from 'react'
import { configStore } from '../../app/config.ts'
import { idle } from '../../app/idle.ts'
import { orTimeout, stageSettled } from '../../scroll/stage-settled.ts'
import { firstCount, nextCount } from './progressive.ts'

/** The desktop stage's first view (3 s at most), then one idle period per batch. */
const FIRST_VIEW_WAIT_MS = 3000

/**
 * How many of `total` items to render: the first batch at once (the same on the server
 * and at hydration, so the markup matches), then one more batch per idle period once the
 * stage's first view is drawn, each as a transition that yields to input. Meanwhile the
 * desktop track waits to re-measure (configStore.listFilling): each batch would otherwise
 * measure the whole track again.
 */
export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(() => firstCount(total))
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
    void orTimeout(stageSettled, FIRST_VIEW_WAIT_MS)
      .then(idle)
      .then(() => {
        if (cancelled) return
        startTransition(() => setShown((now) => nextCount(now, total)))
      })
    return () => {
      cancelled = true
    }
  }, [shown, total])
  return Math.min(shown, total)
}
