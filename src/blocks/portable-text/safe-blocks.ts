import type { PT } from '../../content/types.ts'

/*
 * Portable Text as @portabletext/react can render it, whatever the dataset holds. It looks
 * components up by plain property (`constructor` finds a non-component and the render throws)
 * and calls array methods on fields unchecked: such names are renamed, such fields made lists.
 */

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null
const inherited = (name: unknown): name is string =>
  typeof name === 'string' && name in Object.prototype
const rename = (name: unknown) => (inherited(name) ? `unknown-${name.replace(/_/g, '')}` : name)
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

function safeChild(child: Node): Node {
  const out: Node = { ...child, _type: rename(child._type), marks: listOf(child.marks).map(rename) }
  if (child._type === 'span') out.text = typeof child.text === 'string' ? child.text : ''
  return out
}

function safeBlock(block: Node): Node {
  const out: Node = { ...block, _type: rename(block._type) }
  if ('style' in block) out.style = rename(block.style)
  if ('listItem' in block) out.listItem = rename(block.listItem)
  if (block._type !== 'block') return out
  out.children = listOf(block.children).filter(isNode).map(safeChild)
  out.markDefs = listOf(block.markDefs)
    .filter(isNode)
    .map((def) => ({ ...def, _key: rename(def._key), _type: rename(def._type) }))
  return out
}

/** The blocks, objects only, each safe to hand to @portabletext/react. */
export function safePortableText(value: readonly unknown[]): PT {
  return value.filter(isNode).map(safeBlock) as unknown as PT
}
