import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseSnapshot, type Snapshot, serializeSnapshot } from './snapshot.ts'

afterEach(() => vi.restoreAllMocks())

const hostile: Snapshot = {
  path: '/work/x',
  entries: [
    {
      _id: 'p',
      _type: 'workProject',
      title: '</script><script>alert(1)</script> \u2028 <!-- x',
    },
  ],
}

describe('content snapshot', () => {
  it('cannot close its script element, whatever the content says', () => {
    const text = serializeSnapshot(hostile)
    expect(text).not.toMatch(/<\/script/i)
    expect(text).not.toContain('<!--')
    expect(text).not.toContain('\u2028')
  })

  it('reads back exactly what was written', () => {
    expect(parseSnapshot(serializeSnapshot(hostile))).toEqual(hostile)
  })

  it('ignores, and logs, text that is not a snapshot', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(parseSnapshot('{"path": 3}')).toBeNull()
    expect(parseSnapshot('not json')).toBeNull()
    expect(parseSnapshot(null)).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
  })
})
