import { ref } from 'valtio'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  contentStore,
  hasLiveContent,
  loadContent,
  resetContentStore,
  seedContent,
} from './store.ts'
import type { Entry } from './types.ts'

// Every test starts from an empty store and seeds what it needs: none depends on another.
beforeEach(() => resetContentStore())
afterEach(() => vi.restoreAllMocks())

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const ids = () => contentStore.entries.map((e) => e._id)
const seed = (...entries: Entry[]) => {
  contentStore.entries = ref(entries)
}

describe('content store', () => {
  it('sets loading while fetching, fills entries and clears loading after', async () => {
    const answer = deferred<unknown>()
    const done = loadContent(() => answer.promise)
    expect(contentStore.loading).toBe(true)
    expect(contentStore.settled).toBe(false)
    answer.resolve([{ _id: 'a', _type: 'shopItem' }])
    await done
    expect(contentStore.loading).toBe(false)
    expect(contentStore.settled).toBe(true)
    expect(contentStore.error).toBeNull()
    expect(ids()).toEqual(['a'])
  })

  it('on failure logs and keeps the error, and the entries stay as they were', async () => {
    seed({ _id: 'kept', _type: 'shopItem' })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await loadContent(() => Promise.reject(new Error('boom')))
    expect(contentStore.loading).toBe(false)
    expect(contentStore.settled).toBe(true)
    expect(contentStore.error).toBe('boom')
    expect(ids()).toEqual(['kept'])
    expect(error).toHaveBeenCalledWith('Error fetching content entries:', expect.any(Error))
  })

  it('treats an answer that is not a list as a failure: error kept, entries unchanged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const answer of [{ result: [] }, null, 'oops', 42]) {
      seed({ _id: 'kept', _type: 'shopItem' })
      contentStore.error = null
      await loadContent(() => Promise.resolve(answer))
      expect(ids(), JSON.stringify(answer)).toEqual(['kept'])
      expect(contentStore.error, JSON.stringify(answer)).toMatch(/instead of a list/)
      expect(contentStore.loading).toBe(false)
    }
    expect(error).toHaveBeenCalledWith('Error fetching content entries:', expect.any(Error))
  })

  it('clears a previous error on the next successful load', async () => {
    contentStore.error = 'boom'
    await loadContent(() => Promise.resolve([{ _id: 'b', _type: 'clients' }]))
    expect(contentStore.error).toBeNull()
    expect(ids()).toEqual(['b'])
  })

  it('accepts an empty list as an empty dataset', async () => {
    seed({ _id: 'old', _type: 'shopItem' })
    await loadContent(() => Promise.resolve([]))
    expect(contentStore.error).toBeNull()
    expect(ids()).toEqual([])
  })

  it('tells whether live content has come since a snapshot was seeded', async () => {
    const entry = { _id: 'a', _type: 'shopItem' } as Entry
    seedContent({ path: '/shop', entries: [entry] })
    expect(hasLiveContent()).toBe(false)
    // A failed query leaves the snapshot waiting for its refresh.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await loadContent(() => Promise.reject(new Error('down')))
    expect(hasLiveContent()).toBe(false)
    await loadContent(() => Promise.resolve([entry]))
    expect(hasLiveContent()).toBe(true)
  })

  it('shares one request between concurrent loads', async () => {
    const fetcher = vi.fn(() => Promise.resolve([]))
    await Promise.all([loadContent(fetcher), loadContent(fetcher)])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
