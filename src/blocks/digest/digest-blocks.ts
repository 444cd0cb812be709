import type { DigestBlock } from '../../content/types.ts'
import type { BlockComponent } from '../block-map.ts'
import { DigestImageBlock } from './DigestImageBlock.tsx'
import { DigestTextBlock } from './DigestTextBlock.tsx'
import { DigestTextWithImageBlock } from './DigestTextWithImageBlock.tsx'

/** Digest content blocks by `_type` (content-model.md). */
export const digestBlocks: Readonly<Record<string, BlockComponent<DigestBlock>>> = {
  blockText: DigestTextBlock,
  blockImage: DigestImageBlock,
  blockTextWithImage: DigestTextWithImageBlock,
}
