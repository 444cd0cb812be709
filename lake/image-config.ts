import type { QueueLimits } from './encode-queue.ts'
import { IMAGE_LIMITS, type ImageLimits } from './image-limits.ts'

/** Every bound of the image service (lake/README.md, "Limits", says why these values). */
export interface ImageServiceLimits {
  size: ImageLimits
  queue: QueueLimits
  /** Bytes the disk cache (`.lake/cache`) may hold. */
  cacheBytes: number
}

const MB = 1024 * 1024

export const DEFAULT_SERVICE_LIMITS: ImageServiceLimits = {
  size: IMAGE_LIMITS,
  // Two encodes at once: sharp spreads each over the cores already. 32 visitors' encodes
  // waiting: five cold visitors' worth (a browser asks 6 at a time per host); background
  // AVIF encodes wait in a line of 16 of their own.
  queue: { concurrency: 2, maxQueued: 32 },
  cacheBytes: 512 * MB,
}

type Env = Record<string, string | undefined>

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`)
  }
  return value
}

/** The defaults, with `LAKE_ENCODES`, `LAKE_ENCODE_QUEUE` and `LAKE_IMAGE_CACHE_MB` applied. */
export function limitsFromEnv(env: Env = process.env): ImageServiceLimits {
  const d = DEFAULT_SERVICE_LIMITS
  return {
    size: d.size,
    queue: {
      concurrency: positive(env, 'LAKE_ENCODES', d.queue.concurrency),
      maxQueued: positive(env, 'LAKE_ENCODE_QUEUE', d.queue.maxQueued),
    },
    cacheBytes: positive(env, 'LAKE_IMAGE_CACHE_MB', d.cacheBytes / MB) * MB,
  }
}
