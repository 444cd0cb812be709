import { useEffect, useRef } from 'react'
import { ArrowIcon } from '../ArrowIcon.tsx'
import { bindCursor } from './bind-cursor.ts'
import { watchTouchDevice } from './touch-device.ts'
import './cursor.css'

/**
 * The custom cursor labelled Scroll: a decorative follower drawn 12 px off
 * the real pointer, which stays visible. Hidden on touch devices, under forced colors
 * and while a video is full screen (cursor.css). It comes in a late chunk (chrome/late.ts).
 */
export function Cursor() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => watchTouchDevice(), [])
  useEffect(() => {
    const el = ref.current
    return el ? bindCursor(el) : undefined
  }, [])
  return (
    <div ref={ref} className="cursor" aria-hidden="true">
      <span className="cursor__body">
        <span className="cursor__label">Scroll</span>
        <ArrowIcon className="cursor__arrow" />
      </span>
    </div>
  )
}
