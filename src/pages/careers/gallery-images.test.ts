import { describe, expect, it } from 'vitest'
import type { AboutPage, WorkProject } from '../../content/types.ts'
import { GALLERY_CAPTIONS, galleryItems } from './gallery-images.ts'

const img = (id: string) => ({ asset: { _ref: `image-${id}-800x600-jpg` } })

const about: AboutPage = {
  _id: 'about',
  _type: 'aboutPage',
  studiosSection: {
    studios: [
      { _key: 'd', name: 'Durham', image: img('durham') },
      { _key: 'p', name: 'Phoenix', image: img('phoenix') },
      { _key: 'n', name: 'New York', image: img('newyork') },
      { _key: 'l', name: 'Los Angeles', image: img('la') },
    ],
  },
}
const projects: WorkProject[] = [
  { _id: 'w1', _type: 'workProject', title: 'Trail Notes', featureImage: img('trail') },
]

const refOf = (item: { image?: { asset?: unknown } }) =>
  (item.image?.asset as { _ref?: string } | undefined)?._ref

describe('galleryItems', () => {
  it('keeps the four captions in the spec order', () => {
    expect(galleryItems(about, projects).map((i) => i.caption)).toEqual([
      'NYC',
      'On Location',
      'Durham',
      'Los Angeles',
    ])
    expect(GALLERY_CAPTIONS).toHaveLength(4)
  })

  it('matches city captions to studio photos and On Location to a project', () => {
    const items = galleryItems(about, projects)
    expect(items.map(refOf)).toEqual([
      'image-newyork-800x600-jpg',
      'image-trail-800x600-jpg',
      'image-durham-800x600-jpg',
      'image-la-800x600-jpg',
    ])
    expect(items[1]?.fallbackAlt).toBe('On set: Trail Notes')
    expect(items[0]?.fallbackAlt).toBe('The New York studio')
  })

  it('fills unmatched captions with unused photos, never the same one twice', () => {
    const items = galleryItems(
      {
        _id: 'a',
        _type: 'aboutPage',
        studiosSection: { studios: [about.studiosSection?.studios?.[1] ?? { _key: 'x' }] },
      },
      [],
    )
    expect(items.map(refOf)).toEqual(['image-phoenix-800x600-jpg', undefined, undefined, undefined])
  })

  it('keeps captions (with no image) while content is missing', () => {
    const items = galleryItems(undefined, [])
    expect(items.every((i) => i.image === undefined && i.fallbackAlt.length > 0)).toBe(true)
  })

  it('skips null studios and non-string names instead of throwing', () => {
    const studios = [null, undefined, 'Durham', { _key: 'n', name: { en: 'NYC' }, image: img('x') }]
    const items = galleryItems(
      { _id: 'a', _type: 'aboutPage', studiosSection: { studios } } as unknown as AboutPage,
      projects,
    )
    expect(items.map(refOf)).toEqual([
      'image-x-800x600-jpg',
      'image-trail-800x600-jpg',
      undefined,
      undefined,
    ])
    expect(items[0]?.fallbackAlt).toBe('The studio')
  })

  it('treats a studios field that is not a list, or a null section, as no studios', () => {
    for (const studiosSection of [{ studios: 'Durham' }, { studios: { _key: 'd' } }, null, 7]) {
      const broken = { _id: 'a', _type: 'aboutPage', studiosSection } as unknown as AboutPage
      const items = galleryItems(broken, projects)
      expect(items.map(refOf), JSON.stringify(studiosSection)).toEqual([
        undefined,
        'image-trail-800x600-jpg',
        undefined,
        undefined,
      ])
    }
  })
})
