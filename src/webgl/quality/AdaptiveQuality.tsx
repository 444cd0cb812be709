import { PerformanceMonitor, type PerformanceMonitorApi } from '@react-three/drei'
import { useCallback } from 'react'
import type { StageQuality } from './stage-quality.ts'

interface Props {
  quality: StageQuality
  /** Asks the frame loop for a frame, which applies the new ratio. */
  wake: () => void
}

/**
 * drei's PerformanceMonitor samples the frame rate in the frames we render (its
 * useFrame runs inside `advance`) and moves `factor` by `step` when most samples of a
 * round sit below or above the refresh rate's bounds. Only the plain quality object
 * changes; the frame loop resizes the canvas before its next render. Defaults are drei's
 * (10 rounds of 250 ms, 75 % of them), starting from full sharpness (factor 1), two
 * steps down to half the device ratio.
 */
export function AdaptiveQuality({ quality, wake }: Props) {
  const onChange = useCallback(
    (api: PerformanceMonitorApi) => {
      quality.factor = api.factor
      wake()
    },
    [quality, wake],
  )
  return <PerformanceMonitor factor={1} step={0.5} onChange={onChange} />
}
