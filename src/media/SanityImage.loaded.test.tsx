// @vitest-environment jsdom
import { act, Profiler } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountReact } from '../../tests/unit/react-host.ts'
import { SanityImage } from './SanityImage.tsx'

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
    const view = mountReact()
    let commits = 0
    await view.render(
      <Profiler id="img" onRender={() => commits++}>
        <SanityImage image={image()} />
      </Profiler>,
    )
    const wrapper = view.host.querySelector('.media')
    const img = view.host.querySelector('img')
    expect(wrapper?.hasAttribute('data-loaded')).toBe(false)
    const before = commits

    imagesDecoded(true)
    await act(async () => img?.dispatchEvent(new Event('load')))

    expect(wrapper?.hasAttribute('data-loaded')).toBe(true)
    expect(commits).toBe(before)
    view.unmount()
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
    const view = mountReact()
    await view.render(<SanityImage image={image()} />)
    const wrapper = view.host.querySelector('.media')
    expect(wrapper?.hasAttribute('data-loaded')).toBe(true)

    imagesDecoded(false)
    const other = image('89abcdef0123456789abcdef0123456789abcdef')
    await view.render(<SanityImage image={other} />)
    expect(wrapper?.hasAttribute('data-loaded')).toBe(false)

    imagesDecoded(true)
    await act(async () => view.host.querySelector('img')?.dispatchEvent(new Event('load')))
    expect(wrapper?.hasAttribute('data-loaded')).toBe(true)
    view.unmount()
  })
})
