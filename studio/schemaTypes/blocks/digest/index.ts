import { digestBlockImage } from './image.ts'
import { digestBlockText } from './text.ts'
import { blockTextWithImage } from './text-with-image.ts'

/** The 3 digest blocks: array members for the same reason as the work blocks. */
export const digestBlocks = [digestBlockText, digestBlockImage, blockTextWithImage]
