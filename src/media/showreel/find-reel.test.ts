import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Entry } from '../../content/types.ts'
import { findReelUrl } from './find-reel.ts'

const HASH = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const video = (ref: string) => ({ _key: ref, _type: 'blockVideo', video: { asset: { _ref: ref } } })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('findReelUrl', () => {
  it('takes the first blockVideo of the projects in order, not in fetch order', () => {
    const entries = [
      { _id: 'b', _type: 'workProject', order: 2, contentBlocks: [video(`file-${HASH}-webm`)] },
      {
        _id: 'a',
        _type: 'workProject',
        order: 1,
        contentBlocks: [{ _key: 't', _type: 'blockText' }, video(`file-${HASH}-mp4`)],
      },
    ] as Entry[]
    expect(findReelUrl(entries)).toBe(`/files/studiodemo/production/${HASH}.mp4`)
  })

  it('skips a malformed reference with a warning and uses the next video', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const entries = [
      {
        _id: 'a',
        _type: 'workProject',
        order: 1,
        slug: 'broken',
        contentBlocks: [video('image-nope'), video(`file-${HASH}-mp4`)],
      },
    ] as Entry[]
    expect(findReelUrl(entries)).toBe(`/files/studiodemo/production/${HASH}.mp4`)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('is null without any video, and survives missing or odd block lists', () => {
    const entries = [
      { _id: 'a', _type: 'workProject', contentBlocks: null },
      { _id: 'b', _type: 'workProject', contentBlocks: 'oops' },
      { _id: 'c', _type: 'workProject', contentBlocks: [null, { _key: 'v', _type: 'blockVideo' }] },
      { _id: 'd', _type: 'shopItem' },
    ] as unknown as Entry[]
    expect(findReelUrl(entries)).toBeNull()
    expect(findReelUrl([])).toBeNull()
  })
})
