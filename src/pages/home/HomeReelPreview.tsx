import { useMemo, useRef } from 'react'
import { useContent } from '../../app/useContent.ts'
import { findReelUrl } from '../../chrome/showreel/find-reel.ts'
import { LoopVideo } from '../../media/LoopVideo.tsx'
import { useAutoplay } from '../../media/useAutoplay.ts'
import './home.css'

/**
 * A silent loop of the showreel beside the headline. Decorative: 'View Reel' is the
 * control. It plays only on screen and only without reduced motion.
 */
export function HomeReelPreview() {
  const { entries } = useContent()
  const src = useMemo(() => findReelUrl(entries), [entries])
  const ref = useRef<HTMLVideoElement>(null)
  useAutoplay(ref, src)
  return (
    <div className="home-intro__reel-frame" data-plane="" aria-hidden="true">
      {src && <LoopVideo ref={ref} src={src} tabIndex={-1} />}
    </div>
  )
}
