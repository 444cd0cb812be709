import { isRecord } from '../lib/is-record.ts'
import type { Entry, SocialPost } from './types.ts'

/**
 * The content a prerendered page was rendered with, embedded in its HTML so the client
 * hydrates from exactly that and renders nothing twice. Only what the route renders.
 */
export interface Snapshot {
  /** The path the page was rendered for; served for another path (404), it hydrates as that. */
  path: string
  entries: Entry[]
  /** The social feed, on /digest only. */
  social?: SocialPost[]
  /** Content HTML (`headerBody`) sanitised at build time, keyed by its raw text. */
  html?: Record<string, string>
}

export const SNAPSHOT_ELEMENT_ID = 'content-snapshot'

/**
 * JSON safe inside `<script type="application/json">`: `<` is escaped so content text
 * such as `</script>` cannot close the element, and U+2028/9 for old parsers.
 */
export function serializeSnapshot(snapshot: Snapshot): string {
  return JSON.stringify(snapshot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A parsed snapshot, or null when the text is missing or not one (logged). */
export function parseSnapshot(text: string | null | undefined): Snapshot | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (!isRecord(value) || typeof value.path !== 'string' || !Array.isArray(value.entries)) {
      throw new Error('not a content snapshot')
    }
    return value as unknown as Snapshot
  } catch (err) {
    console.error('Ignored the embedded content snapshot:', err)
    return null
  }
}

let current: Snapshot | null = null

/** The snapshot the page started from (set once at boot, or per route while prerendering). */
export function currentSnapshot(): Snapshot | null {
  return current
}

export function setCurrentSnapshot(snapshot: Snapshot | null): void {
  current = snapshot
}
