import { Canvas } from '@react-three/fiber'
import type { VirtualTrack } from '../scroll/start-virtual-track.ts'
import { TrackPlanes } from './TrackPlanes.tsx'

interface Props {
  track: VirtualTrack
  /** The canvas lost its context or failed: the DOM images are already back on. */
  onFallback: () => void
}

/**
 * The one persistent canvas behind the DOM track (desktop only, its own lazy chunk).
 * R3F never runs its own loop here (`frameloop="never"`): the virtual scroll's frame
 * loop renders it, so the DOM transform and the planes move in the same frame.
 * Orthographic camera at zoom 1: one unit is one CSS px. `linear` + `flat`: colours
 * pass through unconverted, exactly as the DOM image shows them.
 */
export function Stage({ track, onFallback }: Props) {
  return (
    <div className="webgl-stage" aria-hidden="true">
      <Canvas
        frameloop="never"
        orthographic
        linear
        flat
        dpr={[1, 2]}
        camera={{ position: [0, 0, 10], near: 0.1, far: 100, zoom: 1 }}
        gl={{ antialias: false, alpha: true, powerPreference: 'high-performance' }}
        resize={{ scroll: false }}
        // R3F's wrapper would take pointer events back: the canvas never takes input.
        style={{ pointerEvents: 'none' }}
      >
        <TrackPlanes track={track} onFallback={onFallback} />
      </Canvas>
    </div>
  )
}
