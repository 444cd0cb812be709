import { TOUCH_QUERY } from './cursor-logic.ts'

/**
 * Marks the body with `touch-device` on devices whose main pointer is a finger (media
 * query), or as soon as a touch is seen (hybrids). Once set it stays: the custom
 * cursor has no use on a device someone has touched.
 */
export function watchTouchDevice(): () => void {
  const mark = () => document.body.classList.add('touch-device')
  const query = window.matchMedia(TOUCH_QUERY)
  if (query.matches) mark()
  const onChange = (e: MediaQueryListEvent) => {
    if (e.matches) mark()
  }
  const onPointer = (e: PointerEvent) => {
    if (e.pointerType === 'touch') mark()
  }
  query.addEventListener('change', onChange)
  window.addEventListener('touchstart', mark, { passive: true, once: true })
  window.addEventListener('pointerdown', onPointer, { passive: true })
  return () => {
    query.removeEventListener('change', onChange)
    window.removeEventListener('touchstart', mark)
    window.removeEventListener('pointerdown', onPointer)
  }
}
