/** The digest hover picture is requested at this width. */
export const DIGEST_PICTURE_WIDTH = 800

/** `sizes` for that picture; the preload uses the same, so it warms the same file. */
export const DIGEST_PICTURE_SIZES = `${DIGEST_PICTURE_WIDTH}px`
