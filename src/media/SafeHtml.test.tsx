// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentSnapshot } from '../content/snapshot.ts'
import { SafeHtml } from './SafeHtml.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const RAW = '<p>Hi<img src=x onerror="window.__ran=1"></p><script>window.__ran=1</script>'

afterEach(() => {
  setCurrentSnapshot(null)
  delete (window as { __ran?: number }).__ran
})

describe('SafeHtml', () => {
  it('renders the clean HTML the build made for its snapshot, at once', () => {
    setCurrentSnapshot({ path: '/digest/a', entries: [], html: { [RAW]: '<p>Hi</p>' } })
    expect(renderToString(<SafeHtml html={RAW} className="x" />)).toBe(
      '<div class="x"><p>Hi</p></div>',
    )
  })

  it('writes nothing unsanitised while DOMPurify loads, then the sanitised HTML', async () => {
    const host = document.createElement('div')
    const root = createRoot(host)
    act(() => root.render(<SafeHtml html={RAW} />))
    expect(host.innerHTML).toBe('<div></div>')
    // The dynamic import resolves in a later task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    const html = host.innerHTML
    expect(html).toContain('<p>Hi')
    expect(html).not.toMatch(/onerror|<script/i)
    expect((window as { __ran?: number }).__ran).toBeUndefined()
    act(() => root.unmount())
  })

  it('renders nothing for missing or blank HTML', () => {
    expect(renderToString(<SafeHtml html={null} />)).toBe('')
    expect(renderToString(<SafeHtml html="  " />)).toBe('')
  })
})
