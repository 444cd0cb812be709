import { trackState, watchTrack } from '../../scroll/engine/track-state.ts'
import { cursorTransform, isInteractiveTarget } from './cursor-logic.ts'

/**
 * Drives the cursor outside React: pointermove stores the position, one rAF a frame writes the
 * transform, delegated pointerover sets the grow state, the track's `atEnd` the end state. Touch
 * is ignored. `first`: a mouse move seen before this module arrived, where the cursor starts.
 */
export function bindCursor(el: HTMLElement, first: PointerEvent | null = null): () => void {
  let x = 0
  let y = 0
  let frame = 0
  const draw = () => {
    frame = 0
    el.style.transform = cursorTransform(x, y)
    el.dataset.visible = ''
  }
  const onMove = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return
    x = e.clientX
    y = e.clientY
    if (frame === 0) frame = requestAnimationFrame(draw)
  }
  const onOver = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return
    el.toggleAttribute('data-grow', isInteractiveTarget(e.target))
  }
  // Leaving the window (no related target) hides it until the pointer comes back.
  const onOut = (e: PointerEvent) => {
    if (e.relatedTarget === null) delete el.dataset.visible
  }
  if (first) {
    onMove(first)
    onOver(first)
  }
  const setEnd = (atEnd: boolean) => el.toggleAttribute('data-end', atEnd)
  setEnd(trackState.atEnd)
  const unsubscribe = watchTrack('atEnd', setEnd)
  document.addEventListener('pointermove', onMove, { passive: true })
  document.addEventListener('pointerover', onOver, { passive: true })
  document.addEventListener('pointerout', onOut, { passive: true })
  return () => {
    if (frame !== 0) cancelAnimationFrame(frame)
    unsubscribe()
    document.removeEventListener('pointermove', onMove)
    document.removeEventListener('pointerover', onOver)
    document.removeEventListener('pointerout', onOut)
  }
}
