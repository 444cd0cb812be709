import { isPanelGroup } from './panels.ts'

/** The rules for which DOM changes move what the track measured: pure, read by LayoutWatch. */

/**
 * Whether a media load can move anything: not when its box was reserved from `width` and
 * `height` (every SanityImage has them). Otherwise each lazy picture arriving mid-scroll would
 * re-measure the whole track (docs/performance.md, 'Layout and measurement').
 */
export function loadMovesLayout(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLImageElement || target instanceof HTMLVideoElement)) return false
  return !(target.hasAttribute('width') && target.hasAttribute('height'))
}

export interface Box {
  width: number
  height: number
}

export function borderBox(el: Element): Box {
  const { width, height } = el.getBoundingClientRect()
  return { width, height }
}

/**
 * The border box a ResizeObserver reports (horizontal writing: inline is width), or read
 * where a browser reports none: layout is clean in the callback, so the read is free.
 */
export function reportedBox(entry: Pick<ResizeObserverEntry, 'borderBoxSize' | 'target'>): Box {
  const box = entry.borderBoxSize?.[0]
  return box ? { width: box.inlineSize, height: box.blockSize } : borderBox(entry.target)
}

/** An element with a box where scripts run: not a `<noscript>`, nor text. */
export const boxed = (node: Node) =>
  node.nodeType === Node.ELEMENT_NODE && node.nodeName !== 'NOSCRIPT'

/** Whether any node from `node` on (its next siblings) has a box. */
function boxedFrom(node: Node | null): boolean {
  for (; node; node = node.nextSibling) if (boxed(node)) return true
  return false
}

/**
 * Whether a change to the panels moves panels already measured: a removal does, and so does an
 * insertion with a panel after it, unless it lands beyond the view (`beyondView`, given the node
 * before it). For a change inside a group (`target`), the group's own neighbours count too.
 */
export function childrenChangeMovesPanels(
  record: {
    addedNodes: ArrayLike<Node>
    removedNodes: ArrayLike<Node>
    nextSibling: Node | null
    previousSibling: Node | null
    target?: Node
  },
  beyondView: (before: Node | null) => boolean = () => false,
): boolean {
  if (Array.from(record.removedNodes).some(boxed)) return true
  if (!Array.from(record.addedNodes).some(boxed)) return false
  const target = record.target ?? null
  const group = isPanelGroup(target) ? target : null
  const moves = boxedFrom(record.nextSibling) || (group !== null && boxedFrom(group.nextSibling))
  const before = record.previousSibling ?? group?.previousSibling ?? null
  return moves && !beyondView(before)
}
