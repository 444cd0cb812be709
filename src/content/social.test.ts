import { describe, expect, it } from 'vitest'
import { fetchSocialFeed } from './social.ts'

const respond = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status })

describe('fetchSocialFeed', () => {
  it('returns well-formed posts and drops malformed ones', async () => {
    const posts = await fetchSocialFeed(
      '/feed',
      respond(200, [{ thumbnail_url: '/a.jpg', post_url: 'https://x' }, { post_url: 1 }]),
    )
    expect(posts).toEqual([{ thumbnail_url: '/a.jpg', post_url: 'https://x' }])
  })
  it('throws "Failed to fetch social posts" on a non-ok answer', async () => {
    await expect(fetchSocialFeed('/feed', respond(500, {}))).rejects.toThrow(
      'Failed to fetch social posts',
    )
  })
})
