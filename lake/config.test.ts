// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formLimitsFromEnv, queryLimits, studioOriginsFromEnv } from './config.ts'

describe('query limit settings', () => {
  it('refuses a bound that is not a positive number', () => {
    expect(queryLimits({ timeMs: 500 }).timeMs).toBe(500)
    expect(() => queryLimits({ workers: 0 })).toThrow(/workers/)
    expect(() => queryLimits({ resultBytes: Number.NaN })).toThrow(/resultBytes/)
  })
})

describe('form limit settings', () => {
  it('reads LAKE_FORMS_PER_MINUTE', () => {
    expect(formLimitsFromEnv({}).perMinute).toBe(10)
    expect(formLimitsFromEnv({ LAKE_FORMS_PER_MINUTE: '120' }).perMinute).toBe(120)
    expect(() => formLimitsFromEnv({ LAKE_FORMS_PER_MINUTE: 'lots' })).toThrow(/whole number/)
  })
})

describe('who is the editor', () => {
  it('reads extra Studio origins from LAKE_STUDIO_ORIGINS, exact origins only', () => {
    expect(
      studioOriginsFromEnv({
        LAKE_STUDIO_ORIGINS: 'http://localhost:4000/, https://studio.test ,javascript:x,http://a/b',
      }),
    ).toEqual(['http://localhost:4000', 'https://studio.test'])
  })
})
