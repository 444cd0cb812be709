import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { filesWithTestHooks } from '../test-build.ts'

let dir = ''
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** A build folder holding `files` (path: text). */
function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'test-build-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  return dir
}

describe('filesWithTestHooks', () => {
  it('finds the window handles the test hooks define, in scripts and pages', () => {
    const found = filesWithTestHooks(
      build({
        'assets/Stage-a1.js': 'window.__stage={read:r,gl:e}',
        'assets/desktop-mode-b2.js': 'delete window.__track',
        'about.html': '<script>self.__stage</script>',
        'assets/index-c3.js': 'const a=1',
      }),
    )
    expect(found).toEqual(['about.html', 'assets/Stage-a1.js', 'assets/desktop-mode-b2.js'])
  })

  it('takes class names and other words that end the same for none', () => {
    const found = filesWithTestHooks(
      build({
        'index.html': '<span class="pagebar__track"></span>',
        'assets/style.css': 'window.__stage',
        'assets/index.js': '`.pagebar__track`;var x__stage=1;var __stages=2',
      }),
    )
    expect(found).toEqual([])
  })
})
