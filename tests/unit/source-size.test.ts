import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// No hand-written source file over 250 lines: past that a module usually holds two things
// (docs/architecture.md). Tests, generated files and data are exempt.
const MAX_LINES = 250
const SOURCE =
  /^(src|lake|deploy|dataset|studio|shaders|tests\/bench)\/.*\.(tsx?|m?js|css|glsl|frag|vert)$/
const EXEMPT = [
  /\.(test|spec)\.tsx?$/,
  /^src\/content\/sanity\.types\.ts$/, // TypeGen's output
  /^studio\/(dist|node_modules|\.sanity)\//,
]

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !EXEMPT.some((rule) => rule.test(file)))
}

describe('source files', () => {
  it('are found', () => {
    expect(sourceFiles().length).toBeGreaterThan(100)
  })
  it(`stay within ${MAX_LINES} lines`, () => {
    const long = sourceFiles()
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(long).toEqual([])
  })
})
