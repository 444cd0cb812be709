import type { DigestBlock } from '../../content/types.ts'
import { BlockList } from '../BlockList.tsx'
import { digestBlocks } from './digest-blocks.ts'

/** A digest article's content blocks, in order, each a track panel. */
export function DigestBlocks({ blocks }: { blocks: readonly DigestBlock[] | null | undefined }) {
  return <BlockList blocks={blocks} map={digestBlocks} kind="digest" />
}
