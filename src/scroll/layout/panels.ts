import { PANEL_GROUP_ATTR } from '../track-dom.ts'
/**
 * The track's panels: its children, with a group's children in the group's place (the work
 * list's groups of cards). Its own module, so the page's entry (native-anchor.ts) reads panels
 * without the rest of the virtual track's layout code.
 */

/** On a child of the track: its own children are the panels. */

/** Whether `node` is a group of panels (an element with PANEL_GROUP_ATTR). */
export function isPanelGroup(node: Node | null): node is Element {
  return node?.nodeType === Node.ELEMENT_NODE && (node as Element).hasAttribute(PANEL_GROUP_ATTR)
}

/** The track's panels, a group's children in its place (layout changes only). */
export function trackPanels(track: Element): Element[] {
  const panels: Element[] = []
  for (const child of Array.from(track.children)) {
    if (isPanelGroup(child)) panels.push(...Array.from(child.children))
    else panels.push(child)
  }
  return panels
}
