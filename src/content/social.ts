import { settings } from './settings.ts'
import type { SocialPost } from './types.ts'

function isPost(item: unknown): item is SocialPost {
  const post = item as SocialPost
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof post.thumbnail_url === 'string' &&
    typeof post.post_url === 'string'
  )
}

/** The hosted social feed. A non-ok answer throws 'Failed to fetch social posts' (spec §8). */
export async function fetchSocialFeed(
  url: string = settings.socialFeedUrl,
  fetchImpl: typeof fetch = fetch,
): Promise<SocialPost[]> {
  const response = await fetchImpl(url)
  if (!response.ok) throw new Error('Failed to fetch social posts')
  const data: unknown = await response.json()
  return Array.isArray(data) ? data.filter(isPost) : []
}
