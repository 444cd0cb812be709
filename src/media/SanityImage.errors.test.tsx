// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountReact } from '../../tests/unit/react-host.ts'
import { resetLogOnce } from './log-once.ts'
import { SanityImage } from './SanityImage.tsx'

afterEach(() => {
  resetLogOnce()
  vi.restoreAllMocks()
})

const bad = (ref: string) => ({ asset: { _ref: ref } })

describe('SanityImage with a malformed reference', () => {
  it('logs the builder error once per reference, draws a placeholder, and the page renders on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = mountReact()
    const page = (n: number) => (
      <>
        <SanityImage image={bad('image-one')} />
        <SanityImage image={bad('image-one')} />
        <SanityImage image={bad('image-two')} />
        <p>after {n}</p>
      </>
    )
    await view.render(page(1))
    await view.render(page(2))

    expect(view.host.querySelectorAll('.media--empty')).toHaveLength(3)
    expect(view.host.querySelector('img')).toBeNull()
    expect(view.host.textContent).toBe('after 2')
    const logged = error.mock.calls.filter((call) => call[0] === 'Malformed image reference:')
    expect(logged.map((call) => call[1])).toEqual(['image-one', 'image-two'])
    expect(String(logged[0]?.[2])).toMatch(/Malformed asset _ref 'image-one'/)
    view.unmount()
  })
})
