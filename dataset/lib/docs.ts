import { createHash } from 'node:crypto'

export interface Doc {
  _id: string
  _type: string
  [field: string]: unknown
}

export type StampedDoc = Doc & { _createdAt: string; _updatedAt: string; _rev: string }

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
// Fixed clock: the dataset was "authored" from early February 2025, a few hours apart.
const START = Date.UTC(2025, 1, 3, 14, 0, 0)
const STEP = (3 * 60 + 17) * 60 * 1000

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** A Sanity-looking 22 character revision derived from the content, so it changes only with it. */
function revisionOf(doc: Doc): string {
  const digest = createHash('sha1').update(JSON.stringify(doc)).digest()
  let rev = ''
  for (let i = 0; i < 22; i++) rev += BASE62[(digest[i % digest.length] ?? 0) % 62]
  return rev
}

/** Adds the system fields every exported document carries, in the order Sanity writes them. */
export function stamp(docs: Doc[], offset = 0): StampedDoc[] {
  return docs.map((doc, i) => {
    const created = START + (offset + i) * STEP
    const edits =
      (createHash('sha1').update(doc._id).digest().readUInt16BE(0) % 40) * 12 * 3600 * 1000
    const { _id, _type, ...fields } = doc
    return {
      _id,
      _type,
      _createdAt: iso(created),
      _updatedAt: iso(created + edits),
      _rev: revisionOf(doc),
      ...fields,
    }
  })
}
