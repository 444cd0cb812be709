import { beginFullscreenVideo, endFullscreenVideo } from '../../lib/config.ts'

/**
 * What only the overlay fallback needs, the scroll lock and the focus trap: loaded when a
 * reel starts (in parallel with the full screen request), so they stay out of every
 * page's first load. The overlay opens once they are in; until then `kit` is null.
 */
interface OverlayKit {
  lockScroll: typeof import('../../lib/scroll-lock.ts').lockScroll
  unlockScroll: typeof import('../../lib/scroll-lock.ts').unlockScroll
  trapTab: typeof import('../../lib/focus-trap.ts').trapTab
  focusableIn: typeof import('../../lib/focus-trap.ts').focusableIn
}
let kit: OverlayKit | null = null
let kitLoading: Promise<OverlayKit | null> | null = null

function loadOverlayKit(): Promise<OverlayKit | null> {
  kitLoading ??= Promise.all([
    import('../../lib/scroll-lock.ts'),
    import('../../lib/focus-trap.ts'),
  ]).then(
    ([lock, trap]) => {
      kit = { ...lock, ...trap }
      return kit
    },
    (err: unknown) => {
      // The overlay still opens, with its close button and Esc; only the lock is missing.
      console.error('Showreel: the overlay lock failed to load', err)
      kitLoading = null
      return null
    },
  )
  return kitLoading
}

export type ReelMode = 'fullscreen' | 'overlay'

interface Session {
  video: HTMLVideoElement
  /** The player's wrapper ([data-reel]): shown while a session runs, the overlay fallback. */
  root: HTMLElement
  opener: HTMLElement | null
  mode: ReelMode
  entered: boolean
  stop: () => void
}

let session: Session | null = null

function startPlayback(video: HTMLVideoElement): void {
  const warn = (err: unknown) => {
    // A pause on close interrupts play(); only a failure while the reel is up matters.
    if (session?.video === video) {
      console.warn('Showreel: playback failed; the player stays open to press play.', err)
    }
  }
  try {
    video.play()?.catch(warn)
  } catch (err) {
    warn(err)
  }
}

function requestFullscreen(video: HTMLVideoElement): Promise<void> {
  if (typeof video.requestFullscreen !== 'function' || document.fullscreenEnabled === false) {
    return Promise.reject(new Error('Full screen is not available'))
  }
  try {
    return video.requestFullscreen()
  } catch (err) {
    return Promise.reject(err)
  }
}

function toOverlay(s: Session): void {
  if (session !== s) return
  s.mode = 'overlay'
  s.root.dataset.mode = 'overlay'
  kit?.lockScroll('reel')
  s.root.querySelector<HTMLElement>('[data-reel-close]')?.focus()
}

function finish(s: Session): void {
  if (session !== s) return
  session = null
  s.stop()
  s.video.pause()
  s.root.hidden = true
  delete s.root.dataset.mode
  kit?.unlockScroll('reel')
  endFullscreenVideo()
  const active = document.activeElement
  if (s.opener?.isConnected && (!active || active === document.body || s.root.contains(active))) {
    s.opener.focus({ preventScroll: true })
  }
}

/**
 * Plays a video full screen; the shared flag is set at once and cleared 200 ms after
 * exit, when the video pauses. Failures log a warning and fall back: a full-viewport
 * overlay without full screen, the player's own controls if playback fails.
 */
export function playReel(video: HTMLVideoElement): Promise<ReelMode> {
  if (session) return Promise.resolve(session.mode)
  const active = document.activeElement
  const s: Session = {
    video,
    root: video.closest<HTMLElement>('[data-reel]') ?? video,
    opener: active instanceof HTMLElement ? active : null,
    mode: 'fullscreen',
    entered: false,
    stop: () => {},
  }
  session = s
  beginFullscreenVideo()
  s.root.hidden = false
  s.root.dataset.mode = 'fullscreen'
  video.preload = 'auto'
  video.controls = true

  const onChange = () => {
    if (document.fullscreenElement === video) s.entered = true
    else if (s.entered) finish(s)
  }
  const onKey = (e: KeyboardEvent) => {
    if (s.mode !== 'overlay') return
    if (e.key === 'Escape') {
      e.preventDefault()
      closeReel()
    } else if (kit) kit.trapTab(e, kit.focusableIn(s.root))
  }
  document.addEventListener('fullscreenchange', onChange)
  document.addEventListener('keydown', onKey)
  s.stop = () => {
    document.removeEventListener('fullscreenchange', onChange)
    document.removeEventListener('keydown', onKey)
  }

  // Both calls happen in the click's task, while the user activation is fresh.
  startPlayback(video)
  const overlayKit = loadOverlayKit()
  return requestFullscreen(video).then(
    () => {
      s.entered = true
      return 'fullscreen' as const
    },
    async (err: unknown) => {
      console.warn('Showreel: full screen failed; showing the reel in a page overlay.', err)
      await overlayKit
      toOverlay(s)
      return 'overlay' as const
    },
  )
}

/** Closes the reel from either mode; leaving full screen finishes through fullscreenchange. */
export function closeReel(): void {
  const s = session
  if (!s) return
  if (document.fullscreenElement === s.video) {
    document.exitFullscreen().catch(() => finish(s))
  } else finish(s)
}

/** Whether a reel session is running (for tests and callers that toggle). */
export function isReelOpen(): boolean {
  return session !== null
}
