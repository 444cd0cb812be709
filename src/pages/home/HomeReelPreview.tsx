import { useMemo, useRef } from 'react'
import { useContent } from '../../content/useContent.ts'
import { LoopVideo } from '../../media/LoopVideo.tsx'
import { findReelUrl } from '../../media/showreel/find-reel.ts'
import { useAutoplay } from '../../media/useAutoplay.ts'
import './home-intro.css'
import { PLANE_PROPS } from '../../scroll/track-dom.ts'

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
    <div className="home-intro__reel-frame" {...PLANE_PROPS} aria-hidden="true">
      {src && <LoopVideo ref={ref} src={src} tabIndex={-1} />}
    </div>
  )
}
