// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseNdjson } from './ndjson.ts'

describe('query helpers', () => {
  it('parses NDJSON, reporting and skipping malformed lines', () => {
    const bad: number[] = []
    const docs = parseNdjson('{"_id":"a"}\n\nnot json\n[1]\n{"_id":"b"}\n', (line) =>
      bad.push(line),
    )
    expect(docs.map((d) => d._id)).toEqual(['a', 'b'])
    expect(bad).toEqual([3, 4])
  })
})
