import type { WorkBlock } from '../../content/types.ts'
import { BlockList } from '../BlockList.tsx'
import { workBlocks } from './work-blocks.ts'

/** A work project's content blocks, in order, each one or more track panels. */
export function WorkBlocks({ blocks }: { blocks: readonly WorkBlock[] | null | undefined }) {
  return <BlockList blocks={blocks} map={workBlocks} kind="work" />
}
