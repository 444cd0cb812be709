import fc from 'fast-check'
import { type AssetIds, file, image, portableText } from './content.ts'
import { hostileText, key, list, maybe } from './hostile.ts'

const side = maybe(fc.constantFrom('left', 'right', 'top', 'bottom', 'middle'))

/** A block of some `_type`, its fields each present, missing, null or of the wrong type. */
const block = (type: string, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record({ _type: fc.constant(type), _key: key, ...fields }, { requiredKeys: ['_type'] })

/** Types no renderer knows, including names that are keys of every object. */
const unknownBlock = fc.oneof(
  block('blockMarquee', { text: hostileText }),
  fc.constantFrom(
    { _type: 'constructor', _key: 'c' },
    { _type: '__proto__', _key: 'p' },
    { _key: 'no-type' },
    null,
    42,
    'blockText',
  ),
)

export function workBlock(assets: AssetIds) {
  const img = image(assets)
  return fc.oneof(
    block('blockHero', { image: img, caption: portableText, alt: maybe(hostileText) }),
    block('blockImageWithCaption', { image: img, caption: portableText, captionPosition: side }),
    block('blockImageWithSingleText', {
      image: img,
      text: portableText,
      textPosition: side,
      fiftyFifty: maybe(fc.boolean()),
    }),
    block('blockImageWithDoubleText', {
      image: img,
      text1: portableText,
      text2: portableText,
      textPosition: side,
    }),
    block('blockText', { text: portableText }),
    block('blockImage', { image: img }),
    block('blockStat', {
      header: maybe(hostileText),
      stats: list(
        fc.record({ _key: key, value: maybe(hostileText), label: maybe(hostileText) }),
        5,
      ),
    }),
    block('blockVideo', { video: file(assets), text: portableText }),
    unknownBlock,
  )
}

export function digestBlock(assets: AssetIds) {
  const images = list(image(assets), 3)
  const size = maybe(fc.constantFrom('small', 'medium', 'large', 'huge'))
  return fc.oneof(
    block('blockText', { body: portableText }),
    block('blockImage', { images, imageSize: size }),
    block('blockTextWithImage', {
      body: portableText,
      images,
      textPosition: side,
      imagePosition: side,
      imageSize: size,
    }),
    unknownBlock,
  )
}
