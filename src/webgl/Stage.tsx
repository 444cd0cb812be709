import type { RenderProps } from '@react-three/fiber'
import { useState } from 'react'
import type { VirtualTrack } from '../scroll/virtual-track.ts'
import { createStageQuality } from './quality/stage-quality.ts'
import { StageCanvas } from './StageCanvas.tsx'
import { StageBoundary } from './start/StageBoundary.tsx'
import { STAGE_CONTEXT } from './start/webgl-support.ts'
import { TrackPlanes } from './TrackPlanes.tsx'

interface Props {
  track: VirtualTrack
  /** The canvas lost its context or failed: the DOM images are already back on. */
  onFallback: () => void
}

/**
 * `frameloop: 'never'`: the scroll's loop renders, so track and planes move in one frame.
 * Orthographic at zoom 1: one unit is one CSS px. `linear` + `flat`: colours pass through
 * unconverted, as the DOM image shows them.
 */
const CONFIG: Omit<RenderProps<HTMLCanvasElement>, 'size'> = {
  frameloop: 'never',
  orthographic: true,
  linear: true,
  flat: true,
  dpr: [1, 2],
  camera: { position: [0, 0, 10], near: 0.1, far: 100, zoom: 1 },
  // The probe's attributes: its context, when kept, is the one this renderer gets.
  gl: { ...STAGE_CONTEXT },
}

/** The one persistent canvas behind the DOM track (desktop only, its own lazy chunk). */
export function Stage({ track, onFallback }: Props) {
  // The pixel ratio the frame rate allows: moved by the frame-rate monitor in TrackPlanes,
  // applied by the loop; pinned by tests and the bench through the stage debug handle.
  const [quality] = useState(createStageQuality)
  return (
    <div className="webgl-stage" aria-hidden="true">
      <StageCanvas config={CONFIG} onFail={onFallback}>
        <StageBoundary onFail={onFallback}>
          <TrackPlanes track={track} quality={quality} onFallback={onFallback} />
        </StageBoundary>
      </StageCanvas>
    </div>
  )
}
