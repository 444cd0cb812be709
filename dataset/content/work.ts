import { PALETTES, palette, paletteByName } from '../art/palettes.ts'
import { RATIOS, type Ratio } from '../art/render.ts'
import type { AssetStore, FileRef, ImageRef } from '../lib/assets.ts'
import { pt } from '../lib/pt.ts'
import { newKey } from '../lib/rng.ts'
import { clientName } from './clients.ts'
import { ref, tagId } from './taxonomy.ts'
import { WORK_A } from './work-a.ts'
import { WORK_B } from './work-b.ts'
import type { WorkCopy } from './work-types.ts'

const WORK: WorkCopy[] = [...WORK_A, ...WORK_B]

type Slot = 'cover' | 'hero' | 'detail' | 'poster' | 'spread' | 'frame'

// Block images walk the palette list from the cover's colour, so a project hangs together
// without every picture being the same colour.
async function art(
  store: AssetStore,
  copy: WorkCopy,
  slot: Slot,
  index: number,
  ratio: Ratio,
): Promise<ImageRef> {
  const start = PALETTES.indexOf(paletteByName(copy.palette))
  const style = copy.styles[index % copy.styles.length] ?? 'orbit'
  return store.image({
    name: `work-${copy.slug}-${slot}`,
    size: RATIOS[ratio],
    spec: {
      kind: 'style',
      style,
      palette: index === 0 ? paletteByName(copy.palette) : palette(start + index * 5),
      word: copy.word,
      caption: `${copy.title} / ${String(index + 1).padStart(2, '0')}`,
    },
    subject: `${copy.title}, ${slot === 'cover' ? 'cover artwork' : `${slot} image`}`,
  })
}

/**
 * Variants rotate with the project's position so that, across the twelve, every block type and
 * every option (caption left/right, text left/right, 50/50 on/off, double text top/bottom) is used.
 */
export async function workDocs(store: AssetStore, reel: FileRef) {
  const docs = []
  for (const [i, copy] of WORK.entries()) {
    const featureImage = await art(store, copy, 'cover', 0, '3:2')
    const hero = await art(store, copy, 'hero', 1, '21:9')
    const fifty = Math.floor(i / 2) % 2 === 0
    const side = i % 2 === 0 ? 'left' : 'right'
    const blocks: Record<string, unknown>[] = [
      { _key: newKey(), _type: 'blockHero', image: hero, alt: hero.alt, caption: pt(copy.hero) },
      { _key: newKey(), _type: 'blockText', text: pt(...copy.intro) },
      {
        _key: newKey(),
        _type: 'blockImageWithCaption',
        image: await art(store, copy, 'detail', 2, '3:2'),
        caption: pt(copy.caption),
        captionPosition: side,
      },
      {
        _key: newKey(),
        _type: 'blockImageWithSingleText',
        image: await art(store, copy, 'poster', 3, fifty ? '4:5' : '2:3'),
        text: pt(...copy.single),
        textPosition: side,
        fiftyFifty: fifty,
      },
    ]
    if (copy.stats)
      blocks.push({
        _key: newKey(),
        _type: 'blockStat',
        header: copy.stats.header,
        stats: copy.stats.items.map(([value, label]) => ({ _key: newKey(), value, label })),
      })
    if (copy.double)
      blocks.push({
        _key: newKey(),
        _type: 'blockImageWithDoubleText',
        image: await art(store, copy, 'spread', 4, '16:9'),
        text1: pt(copy.double[0]),
        text2: pt(copy.double[1]),
        textPosition: Math.floor(i / 2) % 2 === 0 ? 'top' : 'bottom',
      })
    if (copy.video)
      blocks.push({ _key: newKey(), _type: 'blockVideo', video: reel, text: pt(copy.video) })
    blocks.push({
      _key: newKey(),
      _type: 'blockImage',
      image: await art(store, copy, 'frame', 5, i % 2 ? '1:1' : '16:9'),
    })
    if (copy.closing) blocks.push({ _key: newKey(), _type: 'blockText', text: pt(...copy.closing) })
    docs.push({
      _id: `workProject-${copy.slug}`,
      _type: 'workProject',
      title: copy.title,
      client: clientName(copy.client),
      slug: { _type: 'slug', current: copy.slug },
      order: i + 1,
      featureImage,
      tags: copy.tags.map((tag) => ref(tagId(tag), newKey())),
      contentBlocks: blocks,
    })
  }
  return docs
}
