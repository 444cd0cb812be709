import { useMemo, useRef, useState } from 'react'
import type { WorkBlock } from '../../content/types.ts'
import { fileUrl } from '../../content/urls.ts'
import { LoopVideo } from '../../media/LoopVideo.tsx'
import { errorOnce } from '../../media/log-once.ts'
import { useAutoplay } from '../../media/useAutoplay.ts'
import type { PlayChoice } from '../../media/video-playback.ts'
import { RichText } from '../portable-text/RichText.tsx'
import './work-blocks.css'
import { PLANE_PROPS } from '../../scroll/track-dom.ts'

type Props = { block: Extract<WorkBlock, { _type: 'blockVideo' }>; index: number }

function videoSrc(block: Props['block']): string | null {
  try {
    return block.video ? fileUrl(block.video) : null
  } catch (err) {
    errorOnce(`video:${block._key}`, 'Malformed video reference:', err)
    return null
  }
}

/**
 * A muted looping video with a play/pause button. It plays while on screen and, on its
 * own, only without reduced motion (followed live); the visitor's choice wins.
 */
export function VideoBlock({ block }: Props) {
  const src = useMemo(() => videoSrc(block), [block])
  const ref = useRef<HTMLVideoElement>(null)
  const [choice, setChoice] = useState<PlayChoice>('auto')
  const [playing, setPlaying] = useState(false)

  useAutoplay(ref, src, choice)

  return (
    <div className="panel wb wb--video" data-block="blockVideo">
      <div className="wb__video" {...PLANE_PROPS} data-sanity={block.$edit?.('video')}>
        {src && (
          <LoopVideo
            ref={ref}
            src={src}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          />
        )}
        {src && (
          <button
            type="button"
            className="wb__video-toggle"
            onClick={() => setChoice(playing ? 'paused' : 'playing')}
          >
            {playing ? 'Pause video' : 'Play video'}
          </button>
        )}
      </div>
      {block.text && (
        <div className="wb__text">
          <RichText value={block.text} />
        </div>
      )}
    </div>
  )
}
