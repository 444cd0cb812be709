import { entriesOfType } from '../../content/entries.ts'
import type { Entry } from '../../content/types.ts'
import { fileUrl } from '../../content/urls.ts'

/**
 * The showreel: the first `blockVideo` video among work projects in their order. A
 * malformed file reference is logged and skipped, so the next video can stand in.
 */
export function findReelUrl(entries: readonly Entry[]): string | null {
  for (const project of entriesOfType(entries, 'workProject')) {
    const blocks = Array.isArray(project.contentBlocks) ? project.contentBlocks : []
    for (const block of blocks) {
      if (block?._type !== 'blockVideo' || !block.video) continue
      try {
        return fileUrl(block.video)
      } catch (err) {
        console.warn(`Showreel: skipped a malformed video in "${project.slug ?? project._id}"`, err)
      }
    }
  }
  return null
}
