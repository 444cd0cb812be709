import { useSyncExternalStore } from 'react'
import { trackState, watchTrack } from './track-state.ts'

const subscribe = (changed: () => void) => watchTrack('atEnd', changed)
const read = () => trackState.atEnd
const readOnServer = () => false

/**
 * Whether the track has reached its end. Subscribes to `atEnd` alone: the other keys
 * change every frame of a scroll, and a snapshot of them per frame would be garbage.
 */
export function useTrackAtEnd(): boolean {
  return useSyncExternalStore(subscribe, read, readOnServer)
}
