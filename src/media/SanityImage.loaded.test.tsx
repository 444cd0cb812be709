// @vitest-environment jsdom
import { act, Profiler } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SanityImage } from './SanityImage.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const HASH = '0123456789abcdef0123456789abcdef01234567'
const image = (hash = HASH) => ({
  asset: { _id: `image-${hash}-1200x800-jpg`, lqip: 'data:image/jpeg;base64,AAAA' },
  alt: 'Hikers on a trail',
})

/** jsdom loads no pixels: say whether every <img> is decoded, as a browser would. */
function imagesDecoded(decoded: boolean) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(decoded)
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(decoded ? 1200 : 0)
}

afterEach(() => vi.restoreAllMocks())

describe('SanityImage loaded mark', () => {
  it('swaps the placeholder from the load event on the element, with no React commit', async () => {
    imagesDecoded(false)
    const host = document.createElement('div')
    const root = createRoot(host)
    let commits = 0
    await act(async () =>
      root.render(
        <Profiler id="img" onRender={() => commits++}>
          <SanityImage image={image()} />
        </Profiler>,
      ),
    )
    const wrapper = host.querySelector('.media')
    const img = host.querySelector('img')
    expect(wrapper?.hasAttribute('data-loaded')).toBe(false)
    const before = commits

    imagesDecoded(true)
    await act(async () => img?.dispatchEvent(new Event('load')))

    expect(wrapper?.hasAttribute('data-loaded')).toBe(true)
    expect(commits).toBe(before)
    act(() => root.unmount())
  })

  it('marks a picture that loaded before hydration (prerendered page), without a mismatch', async () => {
    const html = renderToString(<SanityImage image={image()} />)
    expect(html).not.toContain('data-loaded')
    const host = document.createElement('div')
    host.innerHTML = html
    imagesDecoded(true)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(host, <SanityImage image={image()} />, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    expect(errors).toEqual([])
    expect(host.querySelector('.media')?.hasAttribute('data-loaded')).toBe(true)
  })

  it('unmarks when the picture changes, until the new one loads', async () => {
    imagesDecoded(true)
    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => root.render(<SanityImage image={image()} />))
    const wrapper = host.querySelector('.media')
    expect(wrapper?.hasAttribute('data-loaded')).toBe(true)

    imagesDecoded(false)
    const other = image('89abcdef0123456789abcdef0123456789abcdef')
    await act(async () => root.render(<SanityImage image={other} />))
    expect(wrapper?.hasAttribute('data-loaded')).toBe(false)

    imagesDecoded(true)
    await act(async () => host.querySelector('img')?.dispatchEvent(new Event('load')))
    expect(wrapper?.hasAttribute('data-loaded')).toBe(true)
    act(() => root.unmount())
  })
})
