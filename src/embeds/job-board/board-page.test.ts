import { describe, expect, it } from 'vitest'
import { boardPageUrl } from './board-page.ts'

describe('boardPageUrl', () => {
  it("gives a Greenhouse board's own page on the script's host", () => {
    expect(boardPageUrl('https://boards.greenhouse.io/embed/job_board/js?for=studio')).toBe(
      'https://boards.greenhouse.io/studio',
    )
    expect(boardPageUrl('https://boards.eu.greenhouse.io/embed/job_board/js?for=a-b_1')).toBe(
      'https://boards.eu.greenhouse.io/a-b_1',
    )
  })

  it('gives none for the lake, other hosts, other paths or odd board names', () => {
    for (const url of [
      '/lake/job-board.js',
      'http://127.0.0.1:7777/lake/job-board.js',
      'http://boards.greenhouse.io/embed/job_board/js?for=studio',
      'https://boards.greenhouse.io.evil.example/embed/job_board/js?for=studio',
      'https://evilgreenhouse.io/embed/job_board/js?for=studio',
      'https://boards.greenhouse.io/embed/job_app?for=studio',
      'https://boards.greenhouse.io/embed/job_board/js',
      'https://boards.greenhouse.io/embed/job_board/js?for=../admin',
      'https://boards.greenhouse.io/embed/job_board/js?for=a%2Fb',
      'not a url',
    ])
      expect(boardPageUrl(url), url).toBeNull()
  })
})
