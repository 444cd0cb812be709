// @vitest-environment node
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { JournalWriter } from './journal.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function journal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'journal-'))
  dirs.push(dir)
  return join(dir, 'production.ndjson')
}

describe('the journal’s writing end', () => {
  it('cuts off a torn last line when it opens, so the next line starts clean', () => {
    const path = journal()
    const writer = new JournalWriter(path)
    writer.append('{"id":"a"}')
    writer.close()
    appendFileSync(path, '{"id":"to')
    const again = new JournalWriter(path)
    again.append('{"id":"b"}')
    again.close()
    expect(readFileSync(path, 'utf8')).toBe('{"id":"a"}\n{"id":"b"}\n')
  })

  it('reopened after a failed append, keeps only what the caller knows was committed', () => {
    const path = journal()
    const writer = new JournalWriter(path)
    const first = writer.append('{"id":"a"}')
    writer.append('{"id":"never acknowledged"}')
    writer.close()
    const again = new JournalWriter(path, first.length + 1)
    expect(again.bytes).toBe(first.length + 1)
    again.close()
    expect(readFileSync(path, 'utf8')).toBe('{"id":"a"}\n')
  })
})
