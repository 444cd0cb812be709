import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { matchesGlob } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ISOLATED_TESTS, UNIT_TESTS } from '../unit-projects.ts'

// Most unit test files share a worker (vite.config.ts). A file that mocks a module, fakes the
// clock or starts processes or threads must have one of its own: it is listed in ISOLATED_TESTS.
const NEEDS_ITS_OWN_WORKER = /\bvi\.(do)?mock\(|useFakeTimers|\b(spawn|fork)\(|new Worker\(/
const SELF = 'tests/unit/unit-isolation.test.ts'

const matches = (file: string, globs: string[]) => globs.some((glob) => matchesGlob(file, glob))

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => matches(file, UNIT_TESTS))

describe('unit test isolation', () => {
  it('finds the unit test files', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it('gives a worker of its own to each file that mocks modules, fakes timers or starts processes', () => {
    const shared = files.filter(
      (file) =>
        file !== SELF &&
        !matches(file, ISOLATED_TESTS) &&
        NEEDS_ITS_OWN_WORKER.test(readFileSync(file, 'utf8')),
    )
    expect(shared).toEqual([])
  })

  it('names no isolated file that is not there', () => {
    const named = ISOLATED_TESTS.filter((glob) => !/[*{]/.test(glob))
    const missing = named.filter((file) => !files.includes(file))
    expect(missing).toEqual([])
  })
})
