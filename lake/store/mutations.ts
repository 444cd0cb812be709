import { Mutation } from '@sanity/mutator'
import { isRecord } from '../../src/lib/is-record.ts'
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
  if (isRecord(value) && 'query' in value) {
    throw badMutation(`Mutation ${index}: ${kind} by query is not supported by the content lake`)
  }
  if (typeof id !== 'string' || !DOCUMENT_ID.test(id)) {
    throw badMutation(`Mutation ${index}: ${kind} needs a valid "id"`)
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

/**
 * One `/data/mutate` mutation staged on a transaction: `create`, `createIfNotExists`,
 * `createOrReplace`, `delete` or `patch`, with Content Lake's rules (a `create` of an
 * existing id and a patch of a missing or changed document fail the whole transaction).
 */
export function applyMutation(tx: Transaction, mutation: unknown, index: number): MutationResult {
  if (!isRecord(mutation)) throw badMutation(`Mutation ${index} must be an object`)
  const kinds = Object.keys(mutation)
  const [kind] = kinds
  if (kinds.length !== 1 || kind === undefined) {
    throw badMutation(`Mutation ${index} must hold exactly one operation`)
  }
  const body = mutation[kind]
  switch (kind) {
    case 'create': {
      const doc = documentToCreate(body, index)
      if (tx.exists(doc._id)) {
        throw mutationFailed(
          index,
          'documentAlreadyExistsError',
          `Document by ID "${doc._id}" already exists`,
        )
      }
      tx.put(doc._id, doc, { create: doc })
      return { id: doc._id, operation: 'create' }
    }
    case 'createIfNotExists': {
      const doc = documentToCreate(body, index)
      if (tx.exists(doc._id)) return { id: doc._id, operation: 'none' }
      tx.put(doc._id, doc, { createIfNotExists: doc })
      return { id: doc._id, operation: 'create' }
    }
    case 'createOrReplace': {
      const doc = documentToCreate(body, index)
      const existed = tx.exists(doc._id)
      tx.put(doc._id, doc, { createOrReplace: doc })
      return { id: doc._id, operation: existed ? 'update' : 'create' }
    }
    case 'delete': {
      const id = targetId(body, index, 'delete')
      if (!tx.exists(id)) return { id, operation: 'none' }
      tx.put(id, null, { delete: { id } })
      return { id, operation: 'delete' }
    }
    case 'patch': {
      const { id, operation } = patchDocument(tx, body, index)
      return { id, operation }
    }
    default:
      throw badMutation(`Mutation ${index}: unknown operation "${kind}"`)
  }
}
