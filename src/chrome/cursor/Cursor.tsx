import { useEffect, useRef } from 'react'
import { bindLate } from '../../lib/late.ts'
import { ArrowIcon } from '../ArrowIcon.tsx'
import { watchTouchDevice } from './touch-device.ts'
import './cursor.css'

/** The pointer-following behaviour, off the phones' first load (requested at hydration). */
const loadCursorBinding = () => import('./bind-cursor.ts')

/**
 * The custom cursor labelled Scroll: a decorative follower drawn 12 px off
 * the real pointer, which stays visible. Hidden on touch devices, under forced colors
 * and while a video is full screen (cursor.css).
 */
export function Cursor() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => watchTouchDevice(), [])
  useEffect(() => {
    const el = ref.current
    if (!el) return
    // The binding is a late module (off the phones' first load): a mouse move before it
    // arrives is kept, and the cursor starts from it.
    let first: PointerEvent | null = null
    const early = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') first = e
    }
    document.addEventListener('pointermove', early, { passive: true })
    const undo = bindLate(
      loadCursorBinding,
      ({ bindCursor }) => {
        document.removeEventListener('pointermove', early)
        return bindCursor(el, first)
      },
      'Custom cursor',
    )
    return () => {
      document.removeEventListener('pointermove', early)
      undo()
    }
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
