import { useEffect, useState } from 'react'
import { fetchSocialFeed } from '../../content/social.ts'
import type { SocialPost } from '../../content/types.ts'

/**
 * The social feed, fetched once per mount. On failure it logs
 * 'Error fetching social feed:' (spec §8) and the listing shows nothing.
 */
export function useSocialFeed(): SocialPost[] {
  const [posts, setPosts] = useState<SocialPost[]>([])
  useEffect(() => {
    let live = true
    fetchSocialFeed()
      .then((list) => {
        if (live) setPosts(list)
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
