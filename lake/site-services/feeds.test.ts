// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { absolutize, jobsFromDocs, rewriteFeed } from './feeds.ts'

describe('feeds', () => {
  it('makes root-relative URLs absolute and leaves others alone', () => {
    expect(absolutize('/images/x.jpg', 'https://h.test')).toBe('https://h.test/images/x.jpg')
    expect(absolutize('//cdn.test/x.jpg', 'https://h.test')).toBe('//cdn.test/x.jpg')
    expect(absolutize('https://cdn.test/x.jpg', 'https://h.test')).toBe('https://cdn.test/x.jpg')
    expect(rewriteFeed({ not: 'an array' }, 'https://h.test')).toEqual([])
  })

  it('maps jobOpening documents and skips untitled ones', () => {
    const jobs = jobsFromDocs([
      { _id: 'j1', _type: 'jobOpening', title: 'Designer', department: 'Design' },
      { _id: 'j2', _type: 'jobOpening' },
      { _id: 't', _type: 'tag', title: 'Not a job' },
    ])
    expect(jobs).toEqual([
      {
        id: 'j1',
        title: 'Designer',
        department: 'Design',
        location: '',
        employmentType: '',
        summary: '',
        applyUrl: '',
      },
    ])
  })
})
