import { isRecord } from '../../src/lib/is-record.ts'
import { applyDocumentAction } from './document-actions.ts'
import { badMutation } from './errors.ts'
import type { Transaction } from './transaction.ts'
import { applyVersionAction } from './version-actions.ts'

const DOCUMENT = 'sanity.action.document.'
const VERSION = `${DOCUMENT}version.`

/** What an unknown action is told: the actions the lake takes. */
const KNOWN =
  'create, edit, publish, unpublish, discard, delete, replaceDraft and version.create / version.discard / version.replace on drafts'

/**
 * One Actions API action on a transaction, in Content Lake's draft model (`drafts.<id>`
 * beside the published document). Releases are off in the Studio (studio/lake/options.ts),
 * so release actions and versions other than drafts are refused, saying so.
 */
export function applyAction(tx: Transaction, action: unknown, index: number): void {
  if (!isRecord(action)) throw badMutation(`Action ${index} must be an object`)
  tx.begin(index)
  const type = String(action.actionType)
  if (type.startsWith(VERSION)) {
    applyVersionAction(tx, { ...action, actionType: type.slice(VERSION.length) }, index)
  } else if (type.startsWith(DOCUMENT)) {
    applyDocumentAction(tx, { ...action, actionType: type.slice(DOCUMENT.length) }, index)
  } else if (type.startsWith('sanity.action.release.')) {
    throw badMutation(
      `Action ${index}: "${type}" needs releases, which are off in this Studio and content lake (studio/lake/options.ts)`,
    )
  } else {
    throw badMutation(
      `Action ${index}: "${type}" is not an action the content lake knows (${KNOWN})`,
    )
  }
}
