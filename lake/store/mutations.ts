import { Mutation } from '@sanity/mutator'
import { isRecord } from '../../src/lib/is-record.ts'
import { patchWithArrayKeys, withArrayKeys } from './array-keys.ts'
import { badMutation, mutationFailed } from './errors.ts'
import type { Doc } from './perspective.ts'
import { randomId, type Transaction } from './transaction.ts'

type Operation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResult {
  id: string
  operation: Operation
}

/** Document ids as Content Lake accepts them. */
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/

/** A document to create, checked; `_id` may end in `.` (or be missing) to have one made up. */
export function documentToCreate(value: unknown, index: number): Doc & { _id: string } {
  if (!isRecord(value)) throw badMutation(`Mutation ${index}: the document must be an object`)
  if (typeof value._type !== 'string' || value._type === '') {
    throw badMutation(`Mutation ${index}: the document must have a string _type`)
  }
  const given = value._id
  if (given !== undefined && typeof given !== 'string') {
    throw badMutation(`Mutation ${index}: _id must be a string`)
  }
  const id =
    given === undefined || given === ''
      ? randomId()
      : given.endsWith('.')
        ? given + randomId()
        : given
  if (!DOCUMENT_ID.test(id)) throw badMutation(`Mutation ${index}: invalid document ID "${id}"`)
  return { ...value, _id: id }
}

/** Applies a Sanity patch (set, unset, inc, insert, diffMatchPatch…) with @sanity/mutator. */
function applyPatch(doc: Doc, patch: Record<string, unknown>, index: number): Doc {
  const id = String(doc._id)
  try {
    const after = new Mutation({ mutations: [{ patch: { ...patch, id } }] }).apply(
      doc as Parameters<Mutation['apply']>[0],
    )
    // A patch never moves a document or changes what it is.
    return { ...(after as Doc), _id: id, _type: doc._type }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw mutationFailed(index, 'patchError', `Cannot apply patch to "${id}": ${detail}`)
  }
}

function targetId(value: unknown, index: number, kind: string): string {
  const id = isRecord(value) ? value.id : undefined
  if (typeof id !== 'string' || !DOCUMENT_ID.test(id)) {
    throw badMutation(`Mutation ${index}: ${kind} needs a valid "id", or a "query"`)
  }
  return id
}

/** Patches a staged document, honouring `ifRevisionID`; the document must exist. */
export function patchDocument(
  tx: Transaction,
  body: unknown,
  index: number,
): MutationResult & { doc: Doc } {
  const id = targetId(body, index, 'patch')
  const patch = body as Record<string, unknown>
  const current = tx.get(id)
  if (!current) {
    throw mutationFailed(index, 'documentNotFoundError', `Document "${id}" not found`)
  }
  if (patch.ifRevisionID !== undefined && patch.ifRevisionID !== current._rev) {
    throw mutationFailed(
      index,
      'documentRevisionIDDoesNotMatchError',
      `Document "${id}" has unexpected revision ID ("${String(current._rev)}"), expected "${String(patch.ifRevisionID)}"`,
    )
  }
  const { id: _, ifRevisionID: __, ...operations } = patch
  const doc = tx.put(id, applyPatch(current, operations, index), { patch }) as Doc
  return { id, operation: 'update', doc }
}

/** How `/data/mutate` applies mutations. */
export interface MutationOptions {
  /** `autoGenerateArrayKeys`: keys for array items written without one (array-keys.ts). */
  arrayKeys?: boolean
  /**
   * For `delete` and `patch` by query: the ids each one's query selected (by mutation index),
   * evaluated by the caller's GROQ engine over the dataset the transaction starts from.
   */
  selected?: ReadonlyMap<number, string[]>
}

type Apply = (
  tx: Transaction,
  body: unknown,
  at: { index: number } & MutationOptions,
) => MutationResult[]

function selected(at: { index: number } & MutationOptions): string[] {
  const ids = at.selected?.get(at.index)
  if (!ids) {
    throw badMutation(`Mutation ${at.index}: "query" must be a GROQ string, "params" an object`)
  }
  return ids
}

function deleteOne(tx: Transaction, id: string): MutationResult {
  if (!tx.exists(id)) return { id, operation: 'none' }
  tx.put(id, null, { delete: { id } })
  return { id, operation: 'delete' }
}

/** A `delete` or `patch` that names its documents by a GROQ query. */
export const byQuery = (body: unknown): body is Record<string, unknown> =>
  isRecord(body) && 'query' in body

function toCreate(body: unknown, at: { index: number } & MutationOptions) {
  return documentToCreate(at.arrayKeys ? withArrayKeys(body) : body, at.index)
}

const MUTATIONS: Record<string, Apply> = {
  create(tx, body, at) {
    const doc = toCreate(body, at)
    if (tx.exists(doc._id)) {
      throw mutationFailed(
        at.index,
        'documentAlreadyExistsError',
        `Document by ID "${doc._id}" already exists`,
      )
    }
    tx.put(doc._id, doc, { create: doc })
    return [{ id: doc._id, operation: 'create' }]
  },
  createIfNotExists(tx, body, at) {
    const doc = toCreate(body, at)
    if (tx.exists(doc._id)) return [{ id: doc._id, operation: 'none' }]
    tx.put(doc._id, doc, { createIfNotExists: doc })
    return [{ id: doc._id, operation: 'create' }]
  },
  createOrReplace(tx, body, at) {
    const doc = toCreate(body, at)
    const existed = tx.exists(doc._id)
    tx.put(doc._id, doc, { createOrReplace: doc })
    return [{ id: doc._id, operation: existed ? 'update' : 'create' }]
  },
  delete(tx, body, at) {
    if (byQuery(body)) return selected(at).map((id) => deleteOne(tx, id))
    return [deleteOne(tx, targetId(body, at.index, 'delete'))]
  },
  patch(tx, body, at) {
    const patch = isRecord(body) && at.arrayKeys ? patchWithArrayKeys(body) : body
    const one = (target: unknown): MutationResult => {
      const { id, operation } = patchDocument(tx, target, at.index)
      return { id, operation }
    }
    if (!byQuery(patch)) return [one(patch)]
    const { query: _, params: __, ...operations } = patch
    return selected(at).map((id) => one({ ...operations, id }))
  },
}

/**
 * One `/data/mutate` mutation staged on a transaction: `create`, `createIfNotExists`,
 * `createOrReplace`, `delete` or `patch` (by id, or by GROQ query with params), with Content
 * Lake's rules (a `create` of an existing id and a patch of a missing or changed document fail
 * the whole transaction). A mutation by query gives a result per document it selected.
 */
export function applyMutation(
  tx: Transaction,
  mutation: unknown,
  at: { index: number } & MutationOptions,
): MutationResult[] {
  const { index } = at
  if (!isRecord(mutation)) throw badMutation(`Mutation ${index} must be an object`)
  tx.begin(index)
  const kinds = Object.keys(mutation)
  const [kind] = kinds
  if (kinds.length !== 1 || kind === undefined) {
    throw badMutation(`Mutation ${index} must hold exactly one operation`)
  }
  const apply = MUTATIONS[kind]
  if (!apply) {
    throw badMutation(
      `Mutation ${index}: unknown operation "${kind}" (the content lake takes ${Object.keys(MUTATIONS).join(', ')})`,
    )
  }
  return apply(tx, mutation[kind], at)
}
