import { isRecord } from '../lib/is-record.ts'
import { settings } from './settings.ts'
import type { SocialPost } from './types.ts'

/**
 * One feed item as the site may render it, or null. The two URLs are required strings;
 * `title` and `text` are kept only when they are strings, so a malformed item loses
 * those fields rather than breaking the listing.
 */
export function toSocialPost(item: unknown): SocialPost | null {
  if (!isRecord(item)) return null
  const { thumbnail_url, post_url, title, text } = item
  if (typeof thumbnail_url !== 'string' || typeof post_url !== 'string') return null
  return {
    thumbnail_url,
    post_url,
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof text === 'string' ? { text } : {}),
  }
}

/** The hosted social feed. A non-ok answer throws 'Failed to fetch social posts'. */
export async function fetchSocialFeed(
  url: string = settings.socialFeedUrl,
  fetchImpl: typeof fetch = fetch,
): Promise<SocialPost[]> {
  const response = await fetchImpl(url)
  if (!response.ok) throw new Error('Failed to fetch social posts')
  const data: unknown = await response.json()
  if (!Array.isArray(data)) return []
  return data.flatMap((item) => toSocialPost(item) ?? [])
}
