export interface RateLimit {
  /** Requests one key may make per window. */
  limit: number
  windowMs: number
  /** Keys tracked at once; past it, a new key is refused until old windows end. */
  maxKeys: number
}

/** Allowed, or refused with the seconds until the key's window ends. */
export type RateDecision = { ok: true } | { ok: false; retryAfter: number }

/**
 * A fixed-window counter per key (a client's address). Windows that ended are dropped
 * when the table fills, so it holds at most `maxKeys` entries whoever asks.
 */
export function createRateLimiter(rate: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>()

  function prune(at: number): void {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key)
  }

  return {
    take(key: string): RateDecision {
      const at = now()
      let window = windows.get(key)
      if (window && window.endsAt <= at) {
        windows.delete(key)
        window = undefined
      }
      if (!window) {
        if (windows.size >= rate.maxKeys) prune(at)
        if (windows.size >= rate.maxKeys) return { ok: false, retryAfter: 1 }
        window = { count: 0, endsAt: at + rate.windowMs }
        windows.set(key, window)
      }
      if (window.count >= rate.limit) {
        return { ok: false, retryAfter: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) }
      }
      window.count++
      return { ok: true }
    },
    /** Keys tracked now. */
    size: () => windows.size,
  }
}
