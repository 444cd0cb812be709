import type { ReelMode } from './showreel.ts'

/** What the mounted player lends 'View Reel': its video and the code that plays it. */
interface Player {
  video: HTMLVideoElement
  play: (video: HTMLVideoElement) => Promise<ReelMode>
}

/** How long a click waits for the player's chunk; the click's activation outlasts it. */
const PLAYER_WAIT_MS = 3000

let player: Player | null = null
const waiting = new Set<(p: Player) => void>()

/**
 * The mounted <ReelPlayer/> registers here; returns the unregister. The playing code comes
 * with the player's chunk, so home's first load carries only this registry.
 */
export function registerReel(next: Player): () => void {
  player = next
  for (const take of waiting) take(next)
  waiting.clear()
  return () => {
    if (player === next) player = null
  }
}

function nextPlayer(): Promise<Player | null> {
  return new Promise((resolve) => {
    const take = (p: Player | null) => {
      clearTimeout(timer)
      waiting.delete(take)
      resolve(p)
    }
    const timer = setTimeout(() => take(null), PLAYER_WAIT_MS)
    waiting.add(take)
  })
}

function playOn(p: Player | null): Promise<ReelMode | null> {
  const video = p?.video
  if (!p || !video?.getAttribute('src')) {
    console.warn(video ? 'Showreel: no reel video in the content yet' : 'Showreel: no player')
    return Promise.resolve(null)
  }
  return p.play(video)
}

/**
 * 'View Reel': plays the showreel full screen (showreel.ts, playReel). Resolves to the mode it
 * opened in, or null with a warning when there is no player or no reel in the content. Call it
 * from the click handler itself so the browser allows full screen; a click that comes before
 * the player's chunk waits for it, within the click's activation.
 */
export function openReel(): Promise<ReelMode | null> {
  return player ? playOn(player) : nextPlayer().then(playOn)
}
