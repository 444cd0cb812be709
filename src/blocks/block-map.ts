import type { ComponentType } from 'react'

export interface ContentBlock {
  _key?: string
  _type?: string
}

export type BlockComponent<B> = ComponentType<{ block: B; index: number }>

/** The component for a block's `_type`, or undefined (own keys only: `constructor` is not a block). */
export function blockComponentFor<B>(
  map: Readonly<Record<string, BlockComponent<B>>>,
  type: unknown,
): BlockComponent<B> | undefined {
  return typeof type === 'string' && Object.hasOwn(map, type) ? map[type] : undefined
}

/** Blocks worth rendering: objects only; a stable key from `_key`, else the position. */
export function keyedBlocks<B extends ContentBlock>(
  blocks: readonly (B | null | undefined)[] | null | undefined,
): { block: B; key: string; index: number }[] {
  if (!Array.isArray(blocks)) return []
  const out: { block: B; key: string; index: number }[] = []
  blocks.forEach((block, index) => {
    if (!block || typeof block !== 'object') return
    const key = typeof block._key === 'string' && block._key ? block._key : `at-${index}`
    out.push({ block, key, index })
  })
  return out
}
