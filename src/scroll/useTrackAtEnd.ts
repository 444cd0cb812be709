import { useSyncExternalStore } from 'react'
import { subscribeKey } from 'valtio/utils'
import { trackState } from './track-state.ts'

const subscribe = (changed: () => void) => subscribeKey(trackState, 'atEnd', changed)
const read = () => trackState.atEnd
const readOnServer = () => false

/**
 * Whether the track has reached its end. Subscribes to `atEnd` alone: the other keys
 * change every frame of a scroll, and a snapshot of them per frame would be garbage.
 */
export function useTrackAtEnd(): boolean {
  return useSyncExternalStore(subscribe, read, readOnServer)
}
