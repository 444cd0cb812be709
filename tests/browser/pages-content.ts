import type { APIRequestContext, Page } from '@playwright/test'
import { cleanEntries, entriesOfType } from '../../src/content/entries.ts'
import { ENTRIES_QUERY } from '../../src/content/query.ts'
import type { Entry, SanityImage } from '../../src/content/types.ts'

/** The demo content exactly as the site asks the lake for it. */
export async function loadEntries(request: APIRequestContext): Promise<Entry[]> {
  const answer = await request.get(
    `/v2025-08-08/data/query/production?query=${encodeURIComponent(ENTRIES_QUERY)}`,
  )
  if (!answer.ok()) throw new Error(`content query answered ${answer.status()}`)
  const { result } = (await answer.json()) as { result: unknown }
  return cleanEntries(result)
}

export const byType = entriesOfType

/** The `<hash>` of `image-<hash>-WxH-ext`: every URL for that image contains it. */
export function assetHash(image: SanityImage | null | undefined): string {
  const asset = image?.asset as { _id?: string; _ref?: string } | undefined
  const id = asset?._id ?? asset?._ref ?? ''
  const hash = /^image-([a-zA-Z0-9]+)-/.exec(id)?.[1]
  if (!hash) throw new Error(`no asset hash in ${JSON.stringify(image)}`)
  return hash
}

/** Console messages of a type, collected from the moment this is called. */
export function collectConsole(page: Page, type: 'error' | 'warning' = 'error'): string[] {
  const messages: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === type) messages.push(msg.text())
  })
  return messages
}

/** Work block types the site renders; anything else must render nothing. */
export const WORK_BLOCK_TYPES = new Set([
  'blockHero',
  'blockImageWithCaption',
  'blockImageWithSingleText',
  'blockImageWithDoubleText',
  'blockText',
  'blockImage',
  'blockStat',
  'blockVideo',
])
