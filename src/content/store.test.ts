import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentStore, loadContent } from './store.ts'

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
    expect(contentStore.entries.map((e) => e._id)).toEqual(['a'])
  })

  it('on failure logs and keeps the error, and the entries stay as they were', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await loadContent(() => Promise.reject(new Error('boom')))
    expect(contentStore.loading).toBe(false)
    expect(contentStore.error).toBe('boom')
    expect(contentStore.entries.map((e) => e._id)).toEqual(['a'])
    expect(error).toHaveBeenCalledWith('Error fetching content entries:', expect.any(Error))
  })

  it('clears a previous error on the next successful load', async () => {
    await loadContent(() => Promise.resolve([{ _id: 'b', _type: 'clients' }]))
    expect(contentStore.error).toBeNull()
    expect(contentStore.entries.map((e) => e._id)).toEqual(['b'])
  })

  it('shares one request between concurrent loads', async () => {
    const fetcher = vi.fn(() => Promise.resolve([]))
    await Promise.all([loadContent(fetcher), loadContent(fetcher)])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
