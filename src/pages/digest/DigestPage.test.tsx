// @vitest-environment jsdom
import { ref } from 'valtio'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountReact, type ReactHost } from '../../../tests/unit/react-host.ts'
import { contentStore, resetContentStore } from '../../content/store.ts'
import type { SocialPost } from '../../content/types.ts'
import { DigestPage } from './DigestPage.tsx'

const feed = vi.hoisted(() => ({ posts: [] as unknown[], gridThrows: false }))

vi.mock('./useSocialFeed.ts', () => ({ useSocialFeed: () => feed.posts }))
vi.mock('./SocialGrid.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./SocialGrid.tsx')>()
  return {
    SocialGrid: (props: { posts: readonly SocialPost[] }) => {
      if (feed.gridThrows) throw new Error('grid exploded')
      return real.SocialGrid(props)
    },
  }
})

let view: ReactHost

beforeEach(() => {
  contentStore.entries = ref([
    { _id: 'd1', _type: 'digestArticle', title: 'First article', slug: 'first', order: 1 },
  ])
  feed.gridThrows = false
  view = mountReact()
})

afterEach(() => {
  view.unmount()
  resetContentStore()
  vi.restoreAllMocks()
})

const render = () => view.render(<DigestPage />)

describe('DigestPage', () => {
  it('renders posts whose title or text is not a string, and the articles after them', async () => {
    feed.posts = [
      { thumbnail_url: '/a.jpg', post_url: 'https://social.example/a', title: { en: 'x' } },
      { thumbnail_url: '/b.jpg', post_url: 'https://social.example/b', text: 42, title: 'Kept' },
    ]
    await render()
    const links = [...view.host.querySelectorAll<HTMLAnchorElement>('.social__link')]
    expect(links.map((a) => a.href)).toEqual([
      'https://social.example/a',
      'https://social.example/b',
    ])
    expect(links[0]?.querySelector('img')?.alt).toBe('Social post 1')
    expect(links[1]?.textContent).toBe('Kept')
    expect(view.host.querySelector('.digest-card h2')?.textContent).toBe('First article')
  })

  it('contains a failing social grid: logged, and the articles still render', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    feed.gridThrows = true
    await render()
    expect(view.host.querySelector('.social')).toBeNull()
    expect(view.host.querySelector('.digest-card h2')?.textContent).toBe('First article')
    expect(error).toHaveBeenCalledWith(
      'Content failed to render (social feed):',
      expect.objectContaining({ message: 'grid exploded' }),
      expect.any(String),
    )
  })
})
