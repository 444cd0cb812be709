import fc from 'fast-check'
import { hostileText, hostileUrl, key, list, maybe } from './hostile.ts'

/** Real asset ids from the demo dataset, so some references resolve. */
export interface AssetIds {
  images: string[]
  files: string[]
}

/** Ids the generated references point at: some exist, some never do. */
export const TAG_IDS = ['tag-a', 'tag-b']
export const CLIENT_IDS = ['client-a']
const MISSING = ['tag-missing', 'nothing', '', 'drafts.tag-a']

export const reference = (ids: readonly string[]) =>
  fc.record(
    { _type: fc.constant('reference'), _ref: fc.constantFrom(...ids, ...MISSING), _key: key },
    { requiredKeys: ['_type', '_ref'] },
  )

export function image(assets: AssetIds) {
  const ref = fc.oneof(
    fc.constantFrom(...assets.images, 'image-malformed', `image-${'e'.repeat(40)}-800x600-jpg`),
    hostileText,
  )
  return maybe(
    fc.record(
      {
        _type: fc.constant('image'),
        _key: key,
        asset: maybe(fc.record({ _type: fc.constant('reference'), _ref: ref })),
        alt: maybe(hostileText),
      },
      { requiredKeys: ['_type'] },
    ),
  )
}

export function file(assets: AssetIds) {
  const ref = fc.constantFrom(...assets.files, 'file-broken', `file-${'a'.repeat(40)}-mp4`)
  return maybe(
    fc.record({
      _type: fc.constant('file'),
      asset: maybe(fc.record({ _type: fc.constant('reference'), _ref: ref })),
    }),
  )
}

const span = fc.record(
  {
    _type: fc.constantFrom('span', 'span', 'notASpan'),
    _key: key,
    text: maybe(hostileText),
    marks: list(fc.constantFrom('strong', 'em', 'link1', 'nope', '__proto__')),
  },
  { requiredKeys: ['_type'] },
)

/** Portable Text as a dataset may hold it: links to anywhere, unknown styles and types. */
export const portableText = list(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record(
        {
          _type: fc.constant('block'),
          _key: key,
          style: maybe(fc.constantFrom('normal', 'h2', 'h1', 'blockquote', 'weird')),
          listItem: maybe(fc.constantFrom('bullet', 'number', 'sparkle')),
          markDefs: list(
            fc.record({
              _type: fc.constantFrom('link', 'internalLink'),
              _key: fc.constantFrom('link1', 'dup'),
              href: maybe(hostileUrl),
            }),
          ),
          children: list(span, 5),
        },
        { requiredKeys: ['_type'] },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        _type: fc.constantFrom('image', 'code', 'embed'),
        _key: key,
        html: hostileText,
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(null, 'text', 7) },
  ),
  4,
)
