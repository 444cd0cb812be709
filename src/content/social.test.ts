import { describe, expect, it } from 'vitest'
import { fetchSocialFeed, toSocialPost } from './social.ts'

const respond = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status })

describe('fetchSocialFeed', () => {
  it('returns well-formed posts and drops malformed ones', async () => {
    const posts = await fetchSocialFeed(
      '/feed',
      respond(200, [{ thumbnail_url: '/a.jpg', post_url: 'https://x' }, { post_url: 1 }, null]),
    )
    expect(posts).toEqual([{ thumbnail_url: '/a.jpg', post_url: 'https://x' }])
  })
  it('keeps a post whose title or text is not a string, without those fields', async () => {
    const posts = await fetchSocialFeed(
      '/feed',
      respond(200, [
        { thumbnail_url: '/a.jpg', post_url: 'https://a', title: { en: 'Hi' }, text: 42 },
        { thumbnail_url: '/b.jpg', post_url: 'https://b', title: ['x'], text: 'Kept text' },
        { thumbnail_url: '/c.jpg', post_url: 'https://c', title: 'Kept title', text: null },
      ]),
    )
    expect(posts).toEqual([
      { thumbnail_url: '/a.jpg', post_url: 'https://a' },
      { thumbnail_url: '/b.jpg', post_url: 'https://b', text: 'Kept text' },
      { thumbnail_url: '/c.jpg', post_url: 'https://c', title: 'Kept title' },
    ])
  })
  it('answers an empty list when the feed is not a list', async () => {
    expect(await fetchSocialFeed('/feed', respond(200, { posts: [] }))).toEqual([])
  })
  it('throws "Failed to fetch social posts" on a non-ok answer', async () => {
    await expect(fetchSocialFeed('/feed', respond(500, {}))).rejects.toThrow(
      'Failed to fetch social posts',
    )
  })
})

describe('toSocialPost', () => {
  it('drops items that are not objects or lack string URLs', () => {
    for (const bad of [null, 'x', [], { thumbnail_url: '/a.jpg' }, { post_url: 'https://x' }]) {
      expect(toSocialPost(bad), JSON.stringify(bad)).toBeNull()
    }
  })
})
