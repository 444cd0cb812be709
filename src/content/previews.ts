/** How many entries each home section previews, and tags per work preview. */
export const PREVIEW = { work: 5, digest: 4, shop: 4, workTags: 2 } as const
