// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetLogOnce } from './log-once.ts'
import { SanityImage } from './SanityImage.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  resetLogOnce()
  vi.restoreAllMocks()
})

const bad = (ref: string) => ({ asset: { _ref: ref } })

describe('SanityImage with a malformed reference', () => {
  it('logs the builder error once per reference, draws a placeholder, and the page renders on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const host = document.createElement('div')
    const root = createRoot(host)
    const page = (n: number) => (
      <>
        <SanityImage image={bad('image-one')} />
        <SanityImage image={bad('image-one')} />
        <SanityImage image={bad('image-two')} />
        <p>after {n}</p>
      </>
    )
    await act(async () => root.render(page(1)))
    await act(async () => root.render(page(2)))

    expect(host.querySelectorAll('.media--empty')).toHaveLength(3)
    expect(host.querySelector('img')).toBeNull()
    expect(host.textContent).toBe('after 2')
    const logged = error.mock.calls.filter((call) => call[0] === 'Malformed image reference:')
    expect(logged.map((call) => call[1])).toEqual(['image-one', 'image-two'])
    expect(String(logged[0]?.[2])).toMatch(/Malformed asset _ref 'image-one'/)
    act(() => root.unmount())
  })
})
