import { blockHero } from './hero.ts'
import { workBlockImage } from './image.ts'
import { blockImageWithCaption } from './image-with-caption.ts'
import { blockImageWithDoubleText } from './image-with-double-text.ts'
import { blockImageWithSingleText } from './image-with-single-text.ts'
import { blockStat } from './stat.ts'
import { workBlockText } from './text.ts'
import { blockVideo } from './video.ts'

/**
 * The 8 work blocks. They are array members, not global types: `blockText` and
 * `blockImage` are also digest block names with other fields, and a global type name
 * can mean only one shape.
 */
export const workBlocks = [
  blockHero,
  blockImageWithCaption,
  blockImageWithSingleText,
  blockImageWithDoubleText,
  workBlockText,
  workBlockImage,
  blockStat,
  blockVideo,
]
