/**
 * A node's edit target in the Studio's Presentation tool: the preview code (src/preview/)
 * gives every object and list of the content it shows in that frame a hidden `$edit`, a
 * `createDataAttribute` scoped to where the node sits in its document. A visitor's content
 * has none, so `data-sanity={node.$edit?.('title')}` renders no attribute: that optional call
 * is all a component carries. Types only: nothing here ships.
 */
export interface Editable<Field extends string = string> {
  /** The `data-sanity` value for a field of this node, or for the node itself (no field). */
  readonly $edit?: (field?: Field) => string | undefined
}
