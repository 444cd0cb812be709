import { enableVisualEditing } from '@sanity/visual-editing'
import { showDrafts } from '../content/draft-content.ts'
import { cleanEntries } from '../content/entries.ts'
import { ENTRIES_QUERY } from '../content/query.ts'
import { settings } from '../content/settings.ts'
import type { ContentState } from '../content/store.ts'
import { annotate } from './edit-targets.ts'
import { followTrack } from './follow-track.ts'
import { presentationHistory } from './history.ts'
import { markSettingsLinks, settingsTargets } from './settings-links.ts'
import { studioAnswers } from './studio-answers.ts'

/**
 * The site inside the Studio's Presentation tool (main.tsx loads this only in a frame, and
 * only the Studio may frame the site: deploy/headers.ts). The Studio runs the site's query
 * with the drafts and passes each answer on (studio-answers.ts); the page shows it, every
 * node with its edit target, and the overlays (@sanity/visual-editing) open a node's field
 * on a click. Nothing here reaches the lake with the editor's standing.
 */
export function startPreview(store: ContentState, loadContent: () => Promise<void>): void {
  preview(store, loadContent).catch((error: unknown) => {
    console.error('The preview could not start:', error)
  })
}

async function preview(store: ContentState, loadContent: () => Promise<void>): Promise<void> {
  // A visitor's live query may still be on its way: it would write the published entries
  // over the drafts. loadContent joins the one in flight; none starts once drafts show.
  await loadContent()

  // Links made from the site settings get their targets once React has drawn them.
  let targets = new Map<string, string>()
  let marking = 0
  const markLinks = () => {
    cancelAnimationFrame(marking)
    marking = requestAnimationFrame(() => markSettingsLinks(document.body, targets))
  }
  new MutationObserver(markLinks).observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: ['href'],
  })

  const { projectId, dataset } = settings
  studioAnswers({ projectId, dataset, query: ENTRIES_QUERY }, (result) => {
    const entries = cleanEntries(result)
    annotate(entries)
    targets = settingsTargets(entries)
    showDrafts(store, entries)
    markLinks()
  })

  enableVisualEditing({ history: presentationHistory, zIndex: 2147483000 })
  followTrack()
}
