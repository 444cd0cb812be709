/** Spec §9: how many entries each home section previews, and tags per work preview. */
export const PREVIEW = { work: 5, digest: 4, shop: 4, workTags: 2 } as const

/** Spec §9: the digest hover picture is requested at this width. */
export const DIGEST_PICTURE_WIDTH = 800

/** `sizes` for that picture; the preload uses the same, so it warms the same file. */
export const DIGEST_PICTURE_SIZES = `${DIGEST_PICTURE_WIDTH}px`
