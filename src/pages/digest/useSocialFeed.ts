import { useEffect, useState } from 'react'
import { currentSnapshot } from '../../content/snapshot.ts'
import { fetchSocialFeed } from '../../content/social.ts'
import type { SocialPost } from '../../content/types.ts'

const sameFeed = (a: readonly SocialPost[], b: readonly SocialPost[]) =>
  JSON.stringify(a) === JSON.stringify(b)

/** Thumbnails on this very origin as paths, as the build wrote them into the page. */
const sameOriginAsPath = (list: SocialPost[]): SocialPost[] =>
  list.map((post) =>
    post.thumbnail_url.startsWith(`${location.origin}/`)
      ? { ...post, thumbnail_url: post.thumbnail_url.slice(location.origin.length) }
      : post,
  )

/**
 * The social feed: the prerendered page's copy first (so it hydrates as built), then
 * fetched once per mount; an unchanged answer renders nothing again. On failure it
 * logs 'Error fetching social feed:' and the listing keeps what it shows.
 */
export function useSocialFeed(): SocialPost[] {
  const [posts, setPosts] = useState<SocialPost[]>(() => currentSnapshot()?.social ?? [])
  useEffect(() => {
    let live = true
    fetchSocialFeed()
      .then((answer) => {
        const list = sameOriginAsPath(answer)
        if (live) setPosts((shown) => (sameFeed(shown, list) ? shown : list))
      })
      .catch((err: unknown) => {
        console.error('Error fetching social feed:', err)
      })
    return () => {
      live = false
    }
  }, [])
  return posts
}
