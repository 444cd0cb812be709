import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEditorToken, studioLoginUrl } from './editor-login.ts'

// How `npm run studio` signs the Studio in on the lake: the lake's token, in the Studio's URL.
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function stateDir(token?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-login-'))
  dirs.push(dir)
  if (token !== undefined) writeFileSync(join(dir, 'editor-token'), `${token}\n`)
  return dir
}

describe('the editor’s token for the Studio', () => {
  it('is read from the lake’s state directory, as the lake wrote it', () => {
    const token = 'Ab3_-'.repeat(7).slice(0, 32)
    expect(readEditorToken(stateDir(token))).toBe(token)
  })

  it('is missing when the lake has made none, or the file holds no token', () => {
    expect(readEditorToken(stateDir())).toBeUndefined()
    expect(readEditorToken(stateDir('short'))).toBeUndefined()
    expect(readEditorToken(stateDir(`${'a'.repeat(40)}&x=1`))).toBeUndefined()
  })

  it('goes in the URL hash where the Studio’s token login reads it (sanity/lib, consumeHashToken)', () => {
    const token = 'k'.repeat(32)
    const url = new URL(studioLoginUrl('http://localhost:3333', token))
    expect(url.origin).toBe('http://localhost:3333')
    expect(url.search).toBe('')
    expect(/token=([^&]{32,})&?/.exec(url.hash)?.[1]).toBe(token)
  })
})
