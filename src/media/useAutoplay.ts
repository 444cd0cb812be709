import { type RefObject, useEffect } from 'react'
import { type PlayChoice, shouldPlay } from './video-playback.ts'

/**
 * Plays a muted video while it is on screen, and on its own (`auto`) only without
 * reduced motion, followed live. All imperative: no React state per frame or per event.
 */
export function useAutoplay(
  ref: RefObject<HTMLVideoElement | null>,
  src: string | null,
  choice: PlayChoice = 'auto',
): void {
  useEffect(() => {
    const video = ref.current
    if (!video || !src) return
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
    let inView = false
    const sync = () => {
      // On screen, a video that will not play shows its first frame (LoopVideo loads
      // nothing before it is needed).
      if (inView && video.preload === 'none') video.preload = 'metadata'
      if (shouldPlay(choice, inView, motion.matches)) {
        video.play().catch((err: unknown) => console.warn('Video could not play:', err))
      } else {
        video.pause()
      }
    }
    const io = new IntersectionObserver((entries) => {
      inView = entries.some((e) => e.isIntersecting)
      sync()
    })
    io.observe(video)
    motion.addEventListener('change', sync)
    return () => {
      io.disconnect()
      motion.removeEventListener('change', sync)
    }
  }, [ref, src, choice])
}
