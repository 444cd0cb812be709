import { closeReel, playReel, type ReelMode } from './showreel.ts'

let player: HTMLVideoElement | null = null

/** The mounted <ReelPlayer/> registers its video here; returns the unregister. */
export function registerReel(video: HTMLVideoElement): () => void {
  player = video
  return () => {
    if (player === video) player = null
  }
}

/**
 * 'View Reel': plays the showreel full screen (see playReel). Resolves to the mode it
 * opened in, or null with a warning when there is no player or no reel in the content.
 * Call it from the click handler itself so the browser allows full screen.
 */
export function openReel(): Promise<ReelMode | null> {
  const video = player
  if (!video?.getAttribute('src')) {
    console.warn(video ? 'Showreel: no reel video in the content yet' : 'Showreel: no player')
    return Promise.resolve(null)
  }
  return playReel(video)
}

export { closeReel }
