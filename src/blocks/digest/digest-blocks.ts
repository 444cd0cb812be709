import type { DigestBlock } from '../../content/types.ts'
import type { BlockComponent } from '../block-map.ts'
import { DigestImageBlock } from './DigestImageBlock.tsx'
import { DigestTextBlock } from './DigestTextBlock.tsx'
import { DigestTextWithImageBlock } from './DigestTextWithImageBlock.tsx'

type DigestBlockMap = {
  [T in DigestBlock['_type']]: BlockComponent<Extract<DigestBlock, { _type: T }>>
}

const map: DigestBlockMap = {
  blockText: DigestTextBlock,
  blockImage: DigestImageBlock,
  blockTextWithImage: DigestTextWithImageBlock,
}

/** Digest content blocks by `_type` (the Studio schema: studio/schemaTypes/blocks/digest). */
export const digestBlocks = map as unknown as Readonly<Record<string, BlockComponent<DigestBlock>>>
