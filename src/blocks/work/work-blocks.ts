import type { WorkBlock } from '../../content/types.ts'
import type { BlockComponent } from '../block-map.ts'
import { HeroBlock } from './HeroBlock.tsx'
import { ImageBlock } from './ImageBlock.tsx'
import { ImageWithCaptionBlock } from './ImageWithCaptionBlock.tsx'
import { ImageWithDoubleTextBlock } from './ImageWithDoubleTextBlock.tsx'
import { ImageWithSingleTextBlock } from './ImageWithSingleTextBlock.tsx'
import { LateVideoBlock } from './LateVideoBlock.tsx'
import { StatBlock } from './StatBlock.tsx'
import { TextBlock } from './TextBlock.tsx'

type WorkBlockMap = { [T in WorkBlock['_type']]: BlockComponent<Extract<WorkBlock, { _type: T }>> }

const map: WorkBlockMap = {
  blockHero: HeroBlock,
  blockImageWithCaption: ImageWithCaptionBlock,
  blockImageWithSingleText: ImageWithSingleTextBlock,
  blockImageWithDoubleText: ImageWithDoubleTextBlock,
  blockText: TextBlock,
  blockImage: ImageBlock,
  blockStat: StatBlock,
  blockVideo: LateVideoBlock,
}

/** Work content blocks by `_type` (the Studio schema: studio/schemaTypes/blocks/work). */
export const workBlocks = map as unknown as Readonly<Record<string, BlockComponent<WorkBlock>>>
