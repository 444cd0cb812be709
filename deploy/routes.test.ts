import { describe, expect, it } from 'vitest'
import type { Entry } from '../src/content/types.ts'
import { htmlFileFor, prerenderPaths, robotsTxt, STATIC_PATHS, sitemapXml } from './routes.ts'

const entries = [
  { _id: 'a', _type: 'workProject', slug: 'trail-notes' },
  { _id: 'b', _type: 'digestArticle', slug: 'hello-toronto' },
  { _id: 'c', _type: 'workProject', slug: '../../etc/passwd' },
  { _id: 'd', _type: 'workProject', slug: 'two words' },
  { _id: 'e', _type: 'workProject' },
  { _id: 'f', _type: 'shopItem', slug: 'mug' },
] as Entry[]

describe('prerendered paths', () => {
  it('are the static routes plus each project and article with a safe slug', () => {
    const { paths, skipped } = prerenderPaths(entries)
    expect(paths).toEqual([...STATIC_PATHS, '/work/trail-notes', '/digest/hello-toronto'])
    expect(skipped).toHaveLength(2)
    expect(skipped.join('\n')).toContain('../../etc/passwd')
  })

  it('map to files as the static hosts look them up', () => {
    expect(htmlFileFor('/')).toBe('index.html')
    expect(htmlFileFor('/about')).toBe('about.html')
    expect(htmlFileFor('/work/trail-notes')).toBe('work/trail-notes.html')
    expect(htmlFileFor('/404')).toBe('404.html')
  })

  it('are listed in the sitemap with absolute URLs, and robots.txt points at it', () => {
    const xml = sitemapXml('https://studio.example', ['/', '/work/a&b'])
    expect(xml).toContain('<loc>https://studio.example/</loc>')
    expect(xml).toContain('<loc>https://studio.example/work/a&amp;b</loc>')
    expect(robotsTxt('https://studio.example')).toContain(
      'Sitemap: https://studio.example/sitemap.xml',
    )
  })
})
