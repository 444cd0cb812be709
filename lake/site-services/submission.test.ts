// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validateSubmission } from './submission.ts'

describe('validateSubmission', () => {
  it('keeps only name and value of each field and the known context keys', () => {
    const result = validateSubmission(
      {
        fields: [{ name: 'email', value: 'a@b.co', extra: true }],
        context: { pageUri: '/x', other: 1 },
      },
      { portalId: '1', formId: 'f' },
    )
    expect(result).toEqual({
      portalId: '1',
      formId: 'f',
      fields: [{ name: 'email', value: 'a@b.co' }],
      context: { pageUri: '/x' },
    })
  })
})
