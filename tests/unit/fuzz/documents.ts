import fc from 'fast-check'
import { digestBlock, workBlock } from './blocks.ts'
import { type AssetIds, CLIENT_IDS, image, portableText, reference, TAG_IDS } from './content.ts'
import { hostileHtml, hostileText, hostileUrl, key, list, maybe } from './hostile.ts'

/** Slugs the fuzzed routes ask for; generated entries take them, or odd ones. */
export const SLUGS = ['alpha', 'beta']

type Doc = { _id: string; _type: string; [field: string]: unknown }

const slug = maybe(
  fc.record({
    _type: fc.constant('slug'),
    current: fc.oneof(fc.constantFrom(...SLUGS), hostileText),
  }),
)
const order = maybe(
  fc.oneof(fc.integer({ min: -3, max: 20 }), fc.constantFrom(Number.NaN, Infinity, 1.5, -0)),
)

const doc = (type: string, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(
      { _id: fc.string({ minLength: 1, maxLength: 8 }).map((id) => `${type}-${id}`), ...fields },
      { requiredKeys: ['_id'] },
    )
    .map((fieldsOf) => ({ ...fieldsOf, _type: type }) as Doc)

/** Every document type the site's query reads, generated from the schema's shapes. */
export function siteDocuments(assets: AssetIds): fc.Arbitrary<Doc[]> {
  const img = image(assets)
  const work = doc('workProject', {
    title: maybe(hostileText),
    client: maybe(hostileText),
    slug,
    order,
    featureImage: img,
    tags: list(reference(TAG_IDS)),
    contentBlocks: list(workBlock(assets), 6),
  })
  const digest = doc('digestArticle', {
    title: maybe(hostileText),
    slug,
    order,
    featureImage: img,
    tag: maybe(reference(TAG_IDS)),
    headline: portableText,
    externalLink: maybe(hostileUrl),
    headerBody: maybe(hostileHtml),
    services: list(reference(['service-a'])),
    contentBlocks: list(digestBlock(assets), 5),
  })
  const shop = doc('shopItem', {
    title: maybe(hostileText),
    slug,
    featureImage: img,
    tags: list(reference(TAG_IDS)),
  })
  const client = fc
    .record({ name: maybe(hostileText), logo: img })
    .map((fields) => ({ _id: 'client-a', _type: 'clients', ...fields }) as Doc)
  const person = fc.record({
    _key: key,
    name: maybe(hostileText),
    title: maybe(hostileText),
    headshot: img,
  })
  const studio = fc.record({
    _key: key,
    name: maybe(hostileText),
    description: maybe(hostileText),
    image: img,
  })
  const section = (members: Record<string, fc.Arbitrary<unknown>>) =>
    maybe(fc.record({ title: maybe(hostileText), description: maybe(hostileText), ...members }))
  const about = fc
    .record({
      title: maybe(hostileText),
      subheading: maybe(hostileText),
      headerImage: img,
      headerArrow: img,
      headerCopy: portableText,
      headerBlurb: maybe(hostileText),
      studiosSection: section({ studios: list(studio, 6) }),
      peopleSection: section({ people: list(person, 6) }),
      clientsSection: section({ clients: list(reference([...CLIENT_IDS, 'tag-a']), 4) }),
    })
    .map((fields) => ({ _id: 'aboutPage', _type: 'aboutPage', ...fields }) as Doc)
  const settings = fc
    .record({
      instagramUrl: maybe(hostileUrl),
      linkedinUrl: maybe(hostileUrl),
      networkUrl: maybe(hostileUrl),
      contactEmail: maybe(fc.oneof(hostileText, fc.constant('x@y.example?bcc=z@evil.example'))),
    })
    .map((fields) => ({ _id: 'siteSettings', _type: 'siteSettings', ...fields }) as Doc)
  const taxonomy: Doc[] = [
    { _id: 'tag-a', _type: 'tag', title: 'Tag A' },
    { _id: 'tag-b', _type: 'tag', title: '<b>Tag B</b>' },
    { _id: 'service-a', _type: 'service', title: 'שירות' },
  ]
  return fc
    .tuple(
      fc.array(work, { maxLength: 4 }),
      fc.array(digest, { maxLength: 3 }),
      fc.array(shop, { maxLength: 2 }),
      fc.option(client, { nil: undefined }),
      fc.option(about, { nil: undefined }),
      fc.option(settings, { nil: undefined }),
    )
    .map(([w, d, s, c, a, st]) =>
      [...taxonomy, ...w, ...d, ...s, c, a, st].filter((x): x is Doc => x !== undefined),
    )
}
