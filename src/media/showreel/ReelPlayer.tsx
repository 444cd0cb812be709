import { useEffect, useMemo, useRef } from 'react'
import { subscribeKey } from 'valtio/utils'
import { STUDIO_NAME } from '../../content/studio.ts'
import { useContent } from '../../content/useContent.ts'
import { configStore } from '../../lib/config.ts'
import { findReelUrl } from './find-reel.ts'
import { registerReel } from './reel-actions.ts'
import { closeReel, playReel } from './showreel.ts'
import './reel.css'

/**
 * The one showreel player, rendered once by the app and hidden until openReel().
 * Its visibility and mode are set by the showreel module (outside React) so they
 * change in the click's own task, as full screen requires.
 */
export function ReelPlayer() {
  const { entries } = useContent()
  const src = useMemo(() => findReelUrl(entries), [entries])
  const ref = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    return registerReel({ video, play: playReel })
  }, [])

  // Mirror the shared flag on <html> for CSS (the cursor hides) and for tests.
  useEffect(() => {
    const set = (on: boolean) =>
      document.documentElement.toggleAttribute('data-fullscreen-video', on)
    set(configStore.fullscreenVideo)
    return subscribeKey(configStore, 'fullscreenVideo', set)
  }, [])

  return (
    <div className="reel" data-reel="" role="dialog" aria-modal="true" aria-label="Showreel" hidden>
      {/* biome-ignore lint/a11y/useMediaCaption: the reel is a silent montage, with no speech to caption */}
      <video
        ref={ref}
        className="reel__video"
        src={src ?? undefined}
        controls
        playsInline
        preload="none"
        aria-label={`${STUDIO_NAME} showreel`}
      />
      <button type="button" className="reel__close" data-reel-close="" onClick={closeReel}>
        Close<span className="sr-only"> showreel</span>
      </button>
    </div>
  )
}
