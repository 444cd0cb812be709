import { useThree } from '@react-three/fiber'
import { useEffect } from 'react'
import type { VirtualTrack } from '../scroll/virtual-track.ts'
import { runStage } from './loop/run-stage.ts'
import type { StageQuality } from './quality/stage-quality.ts'

interface Props {
  track: VirtualTrack
  /** The canvas pixel ratio the frame rate allows (written from the frame-rate monitor). */
  quality: StageQuality
  onFallback: () => void
}

/**
 * Wires the stage into the virtual scroll's frame loop (loop/run-stage.ts). Nothing here
 * renders React per frame: the loop is plain objects, and this component renders once.
 */
export function TrackPlanes({ track, quality, onFallback }: Props) {
  const get = useThree((s) => s.get)
  useEffect(() => runStage({ get, track, quality, onFallback }), [get, track, quality, onFallback])
  return null
}
