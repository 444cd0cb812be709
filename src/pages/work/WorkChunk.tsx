import { type ReactNode, useEffect, useRef } from 'react'
import { PANEL_GROUP_PROPS } from '../../scroll/track-dom.ts'
import { skipWhenLaidOut } from './skippable.ts'

/**
 * A group of work cards in the track: one element the browser can skip away from the
 * view (skippable.ts). `whole`: no card will join it, so the size it is laid out at is
 * its size (a group skipped at one size would keep it as cards went in).
 */
export function WorkChunk({ whole, children }: { whole: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el || !whole) return
    return skipWhenLaidOut(el)
  }, [whole])
  return (
    // A group of panels: the track's panels are its children (track-dom.ts).
    <div ref={ref} className="work-chunk" {...PANEL_GROUP_PROPS}>
      {children}
    </div>
  )
}
