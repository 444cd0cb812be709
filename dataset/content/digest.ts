import { paletteByName } from '../art/palettes.ts'
import { RATIOS, type Ratio } from '../art/render.ts'
import type { AssetStore, ImageRef } from '../lib/assets.ts'
import { pt } from '../lib/pt.ts'
import { newKey } from '../lib/rng.ts'
import { DIGEST_A } from './digest-a.ts'
import { DIGEST_B } from './digest-b.ts'
import type { DigestCopy } from './digest-types.ts'
import { ref, serviceId, tagId } from './taxonomy.ts'

const DIGEST: DigestCopy[] = [...DIGEST_A, ...DIGEST_B]

const SIZES = ['small', 'medium', 'large'] as const

async function art(
  store: AssetStore,
  copy: DigestCopy,
  slot: string,
  index: number,
  ratio: Ratio,
  palette: string,
): Promise<ImageRef> {
  return store.image({
    name: `digest-${copy.slug}-${slot}`,
    size: RATIOS[ratio],
    spec: {
      kind: 'style',
      style: copy.styles[index % 2] ?? 'orbit',
      palette: paletteByName(palette),
      word: copy.word,
      caption: `Digest / ${copy.word}`,
    },
    subject: `${copy.title}, ${slot === 'feature' ? 'feature artwork' : 'illustration'}`,
  })
}

// Array members need a _key; spreading keeps a shared (reused) ref object untouched.
const keyed = (image: ImageRef) => ({ ...image, _key: newKey() })

// Block images use the article's palette pair, so its pages read as one set.
const SECOND: Record<string, string> = {
  berry: 'cobalt',
  rust: 'sky',
  navy: 'marigold',
  violet: 'lemon',
  sky: 'coral',
  olive: 'blush',
  charcoal: 'signal',
  pine: 'mint',
}

/**
 * Three or four blocks per article. Positions and sizes rotate with the article's index, so the
 * eight articles cover text left/right, image left/right and small/medium/large between them.
 */
export async function digestDocs(store: AssetStore) {
  const docs = []
  for (const [i, copy] of DIGEST.entries()) {
    const featureImage = await art(store, copy, 'feature', 0, '16:9', copy.palette)
    const second = SECOND[copy.palette] ?? copy.palette
    const textSide = i % 2 === 0 ? 'left' : 'right'
    const blocks: Record<string, unknown>[] = [
      { _key: newKey(), _type: 'blockText', body: pt(...copy.body[0]) },
      {
        _key: newKey(),
        _type: 'blockTextWithImage',
        body: pt(...copy.body[1]),
        images: [keyed(await art(store, copy, 'inline', 1, i % 3 === 0 ? '4:5' : '3:2', second))],
        textPosition: textSide,
        imagePosition: textSide === 'left' ? 'right' : 'left',
        imageSize: SIZES[i % 3],
      },
      {
        _key: newKey(),
        _type: 'blockImage',
        images: [
          keyed(await art(store, copy, 'wide', 0, i % 2 ? '21:9' : '16:9', second)),
          ...(i % 2 ? [] : [keyed(await art(store, copy, 'square', 1, '1:1', copy.palette))]),
        ],
      },
    ]
    // Every other article closes with a second text-and-image block, mirrored from the first.
    if (i % 2 === 1)
      blocks.push({
        _key: newKey(),
        _type: 'blockTextWithImage',
        body: pt(...copy.body[2]),
        images: [keyed(await art(store, copy, 'closing', 1, '1:1', copy.palette))],
        textPosition: 'left',
        imagePosition: 'right',
        imageSize: SIZES[(i + 1) % 3],
      })
    else blocks.push({ _key: newKey(), _type: 'blockText', body: pt(...copy.body[2]) })
    docs.push({
      _id: `digestArticle-${copy.slug}`,
      _type: 'digestArticle',
      title: copy.title,
      slug: { _type: 'slug', current: copy.slug },
      order: i + 1,
      featureImage,
      tag: ref(tagId(copy.tag)),
      headline: pt(copy.headline),
      externalLink: copy.externalLink,
      headerBody: copy.headerBody,
      services: copy.services.map((s) => ref(serviceId(s), newKey())),
      contentBlocks: blocks,
    })
  }
  return docs
}
