import { settings } from '../content/settings.ts'
import type { Entry } from '../content/types.ts'
import { pageHead } from './head.ts'
import { applyHead } from './head-tags.ts'

/** The head for `path`, written into the live document (loaded on demand by DocumentHead). */
export function applyPageHead(doc: Document, path: string, entries: readonly Entry[]): void {
  applyHead(doc, pageHead(path, entries, settings.siteUrl))
}
