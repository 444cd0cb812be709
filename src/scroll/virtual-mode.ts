import { trackState } from './engine/track-state.ts'
import type { VirtualScroll } from './engine/virtual-scroll.ts'
import { rememberGroups } from './layout/group-rects.ts'

/** The page in virtual mode: the stylesheet's, the store's and the group rects' side of it. */
export function enterVirtualMode(scroll: VirtualScroll): () => void {
  const root = document.documentElement
  root.classList.add('is-virtual')
  trackState.virtual = true
  rememberGroups(true)
  scroll.dpr = window.devicePixelRatio || 1
  return () => {
    root.classList.remove('is-virtual')
    trackState.virtual = false
    rememberGroups(false)
  }
}

/** Reduced motion, followed live: no damping, no shader motion. */
export function followReducedMotion(scroll: VirtualScroll): () => void {
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const onMotion = () => {
    scroll.reducedMotion = motion.matches
    scroll.wake()
  }
  onMotion()
  motion.addEventListener('change', onMotion)
  return () => motion.removeEventListener('change', onMotion)
}
