import { describe, expect, it } from 'vitest'
import { type PlaywrightReport, specTable, specTimes, unitTimes } from '../timings-report.ts'

const result = (duration: number, status = 'passed') => ({
  duration,
  status,
  startTime: '2026-12-07T00:00:00.000Z',
})

const REPORT: PlaywrightReport = {
  stats: { startTime: '2026-12-07T00:00:00.000Z', duration: 9000 },
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [
        {
          title: 'quick',
          file: 'a.spec.ts',
          tests: [
            { projectName: 'desktop', results: [result(1000)] },
            { projectName: 'mobile', results: [result(0, 'skipped')] },
          ],
        },
      ],
      suites: [
        {
          title: 'group',
          file: 'a.spec.ts',
          specs: [
            {
              title: 'slow, retried',
              file: 'a.spec.ts',
              tests: [{ projectName: 'desktop', results: [result(3000, 'failed'), result(2000)] }],
            },
          ],
        },
      ],
    },
    {
      title: 'b.spec.ts',
      file: 'b.spec.ts',
      specs: [
        {
          title: 'one',
          file: 'b.spec.ts',
          tests: [{ projectName: 'mobile', results: [result(500)] }],
        },
      ],
    },
  ],
}

describe('spec times from a Playwright JSON report', () => {
  it('sums each file’s tests per project, retries included, skipped tests left out', () => {
    expect(specTimes(REPORT)).toEqual([
      {
        file: 'a.spec.ts',
        project: 'desktop',
        tests: 2,
        workerMs: 6000,
        slowest: { title: 'group › slow, retried', ms: 5000 },
      },
      {
        file: 'b.spec.ts',
        project: 'mobile',
        tests: 1,
        workerMs: 500,
        slowest: { title: 'one', ms: 500 },
      },
    ])
  })

  it('prints a row per file and project, with shares, totals and the wall time', () => {
    const table = specTable(specTimes(REPORT), REPORT.stats.duration).split('\n')
    expect(table[2]).toBe(
      '| a.spec.ts | desktop | 2 | 6.0 | 92.3 % | group › slow, retried (5.0) |',
    )
    expect(table[3]).toBe('| b.spec.ts | mobile | 1 | 0.5 | 7.7 % | one (0.5) |')
    expect(table.at(-1)).toBe('3 tests, 6.5 s of worker time, 9.0 s wall.')
  })
})

describe('unit times from a Vitest JSON report', () => {
  it('gives each file’s time relative to the root, slowest first, and the run’s wall time', () => {
    const times = unitTimes(
      {
        startTime: 1000,
        testResults: [
          { name: '/repo/src/a.test.ts', startTime: 1500, endTime: 2000, assertionResults: [1] },
          {
            name: '/repo/lake/b.test.ts',
            startTime: 1200,
            endTime: 4000,
            assertionResults: [1, 2],
          },
        ],
      },
      '/repo',
    )
    expect(times).toEqual({
      files: [
        { file: 'lake/b.test.ts', tests: 2, ms: 2800 },
        { file: 'src/a.test.ts', tests: 1, ms: 500 },
      ],
      wallMs: 3000,
    })
  })
})
