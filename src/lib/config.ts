import { proxy } from 'valtio'

/**
 * Site configuration more than one feature reads. `fullscreenVideo`: a video is full screen, so
 * layout work (resize rebuilds, the WebGL track) stands still. `listFilling`: a long list is
 * going in batch by batch, so the track re-measures once it is whole, not after every batch.
 */
export interface Config {
  fullscreenVideo: boolean
  listFilling: boolean
}

export const configStore = proxy<Config>({ fullscreenVideo: false, listFilling: false })

/** The flag clears this long after leaving full screen. */
export const FULLSCREEN_CLEAR_MS = 200

let clearTimer: ReturnType<typeof setTimeout> | null = null

/** A video goes full screen: set the flag now and cancel a pending clear. */
export function beginFullscreenVideo(): void {
  if (clearTimer !== null) clearTimeout(clearTimer)
  clearTimer = null
  configStore.fullscreenVideo = true
}

/**
 * The video left full screen: clear the flag after FULLSCREEN_CLEAR_MS, so the
 * browser's own exit animation and resize settle before layout listens again.
 */
export function endFullscreenVideo(): void {
  if (clearTimer !== null) clearTimeout(clearTimer)
  clearTimer = setTimeout(() => {
    clearTimer = null
    configStore.fullscreenVideo = false
  }, FULLSCREEN_CLEAR_MS)
}
