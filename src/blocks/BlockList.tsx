import { ContentBoundary } from '../media/ContentBoundary.tsx'
import {
  type BlockComponent,
  blockComponentFor,
  type ContentBlock,
  keyedBlocks,
} from './block-map.ts'
import { UnknownBlock } from './UnknownBlock.tsx'

interface Props<B extends ContentBlock> {
  blocks: readonly (B | null | undefined)[] | null | undefined
  map: Readonly<Record<string, BlockComponent<B>>>
  /** `work` or `digest`, for logs. */
  kind: string
}

/**
 * Content blocks in order, each in its own boundary: an unknown type renders nothing,
 * a block that throws is logged and dropped, and the blocks around it still render.
 */
export function BlockList<B extends ContentBlock>({ blocks, map, kind }: Props<B>) {
  return keyedBlocks(blocks).map(({ block, key, index }) => {
    const Block = blockComponentFor(map, block._type)
    if (!Block) return <UnknownBlock key={key} kind={kind} type={String(block._type)} />
    return (
      <ContentBoundary key={key} label={`${kind} ${String(block._type)} ${key}`}>
        <Block block={block} index={index} />
      </ContentBoundary>
    )
  })
}
