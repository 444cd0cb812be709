// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { QueryPool } from '../query/pool.ts'
import type { DatasetState } from '../store/dataset-state.ts'
import { StoreError } from '../store/errors.ts'
import type { Store } from '../store/store.ts'
import { withSelections } from './mutation-queries.ts'

// Mutations by query: the selection is evaluated in a query worker, then the transaction is
// planned on it; a commit that landed in between sends the whole round again.
function job(answers: unknown[]) {
  const state = { transactions: [] } as unknown as DatasetState
  const asked: string[] = []
  const pool = {
    run: async ({ query }: { query: string }) => {
      asked.push(query)
      return JSON.stringify(answers.shift())
    },
  } as unknown as QueryPool
  const store = { state: async () => state } as unknown as Store
  const mutations = [
    { create: { _id: 'x', _type: 't' } },
    { delete: { query: '*[_type == $t]', params: { t: 'old' } } },
    { patch: { query: '*[_id == "a"][0]', set: { v: 1 } } },
  ]
  return { asked, job: { store, pool, dataset: 'd', mutations, projectId: 'p' } }
}

describe('mutations by query', () => {
  it('hand the commit the ids each query selected, by mutation index', async () => {
    const { job: j } = job([[{ _id: 'o1' }, { _id: 'o2' }, { _id: 'o1' }], { _id: 'a' }])
    const selected = await withSelections(j, async (ids) => ids)
    expect([...selected]).toEqual([
      [1, ['o1', 'o2']],
      [2, ['a']],
    ])
  })

  it('are selected again when the dataset changed before the commit, three times at most', async () => {
    const { job: j, asked } = job(Array.from({ length: 6 }, () => []))
    let attempts = 0
    const moved = new StoreError('changedMeanwhile', 'moved')
    await expect(
      withSelections(j, async () => {
        attempts++
        throw moved
      }),
    ).rejects.toBe(moved)
    expect(attempts).toBe(3)
    expect(asked).toHaveLength(6)
  })

  it('cost nothing when no mutation names a query', async () => {
    const { job: j, asked } = job([])
    j.mutations = [{ create: { _id: 'x', _type: 't' } }]
    expect(await withSelections(j, async (ids, basedOn) => [ids.size, basedOn])).toEqual([
      0,
      undefined,
    ])
    expect(asked).toEqual([])
  })
})
