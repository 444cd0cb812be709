// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { runQuery, viewFor } from '../../lake/index.ts'
import { cleanEntries, entriesOfType } from '../../src/content/entries.ts'
import { ENTRIES_QUERY } from '../../src/content/query.ts'
import type { SanityImage } from '../../src/content/types.ts'
import { fileUrl } from '../../src/content/urls.ts'
import { planImage } from '../../src/media/image-plan.ts'

// The site's own query over documents holding good, malformed and absent asset
// references, evaluated by the lake's GROQ engine as the site would receive it.
const HASH = '0123456789abcdef0123456789abcdef01234567'
const GOOD = `image-${HASH}-1200x800-jpg`
const image = (ref: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: ref } })

const docs = [
  {
    _id: GOOD,
    _type: 'sanity.imageAsset',
    metadata: { lqip: 'data:image/jpeg;base64,AAAA', dimensions: { width: 1200, height: 800 } },
  },
  { _id: 'w-good', _type: 'workProject', order: 1, featureImage: image(GOOD) },
  {
    _id: 'w-bad',
    _type: 'workProject',
    order: 2,
    featureImage: { ...image('image-malformed'), alt: 'Bad' },
    contentBlocks: [
      { _key: 'v', _type: 'blockVideo', video: { _type: 'file', asset: { _ref: 'file-broken' } } },
    ],
  },
  { _id: 'w-none', _type: 'workProject', order: 3, featureImage: { _type: 'image', alt: 'x' } },
  {
    _id: 'w-gone',
    _type: 'workProject',
    order: 4,
    featureImage: image(`image-${'f'.repeat(40)}-800x600-png`),
  },
  {
    _id: 'aboutPage',
    _type: 'aboutPage',
    studiosSection: { studios: [{ _key: 's', name: 'Durham', image: image('not-an-image') }] },
  },
]

async function entries() {
  const result = await runQuery(
    viewFor(docs, 'published'),
    ENTRIES_QUERY,
    {},
    {
      projectId: 'studiodemo',
      dataset: 'production',
    },
  )
  return cleanEntries(result)
}

describe('ENTRIES_QUERY asset projection', () => {
  it('dereferences a good image reference to its id, LQIP and dimensions', async () => {
    const [good] = entriesOfType(await entries(), 'workProject')
    expect(good?.featureImage?.asset).toEqual({
      _id: GOOD,
      lqip: 'data:image/jpeg;base64,AAAA',
      dimensions: { width: 1200, height: 800 },
    })
    expect(planImage(good?.featureImage)).toMatchObject({ ok: true, width: 1200, height: 800 })
  })

  it('passes a malformed reference on, so building its URL throws', async () => {
    const list = await entries()
    const bad = entriesOfType(list, 'workProject')[1]
    expect(bad?.featureImage).toEqual({
      _type: 'image',
      alt: 'Bad',
      asset: { _ref: 'image-malformed', dangling: true },
    })
    const plan = planImage(bad?.featureImage)
    expect(plan).toMatchObject({ ok: false, reason: 'malformed', ref: 'image-malformed' })
    expect(plan.ok ? null : String(plan.error)).toMatch(/Malformed asset _ref 'image-malformed'/)

    const studio = entriesOfType(list, 'aboutPage')[0]?.studiosSection?.studios?.[0]
    expect(planImage(studio?.image as SanityImage)).toMatchObject({
      reason: 'malformed',
      ref: 'not-an-image',
    })
  })

  it('passes a malformed file reference on, so building the video URL throws', async () => {
    const bad = entriesOfType(await entries(), 'workProject')[1]
    const block = bad?.contentBlocks?.[0]
    if (block?._type !== 'blockVideo' || !block.video) throw new Error('no video block')
    expect(block.video.asset).toEqual({ _ref: 'file-broken', dangling: true })
    expect(() => fileUrl(block.video ?? {})).toThrow(/Malformed file asset reference/)
  })

  it('draws a well-formed reference to an asset that is gone as missing, not a broken <img>', async () => {
    const gone = entriesOfType(await entries(), 'workProject')[3]
    expect(gone?.featureImage?.asset).toEqual({
      _ref: `image-${'f'.repeat(40)}-800x600-png`,
      dangling: true,
    })
    expect(planImage(gone?.featureImage)).toMatchObject({ ok: false, reason: 'missing' })
  })

  it('leaves an image without any reference as missing, not malformed', async () => {
    const none = entriesOfType(await entries(), 'workProject')[2]
    expect(none?.featureImage?.asset).toBeNull()
    expect(planImage(none?.featureImage)).toMatchObject({ ok: false, reason: 'missing' })
  })
})
