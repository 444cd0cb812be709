// @vitest-environment jsdom
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { mountReact } from '../../tests/unit/react-host.ts'
import { setCurrentSnapshot } from '../content/snapshot.ts'
import { SafeHtml } from './SafeHtml.tsx'

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
    const view = mountReact()
    view.renderSync(<SafeHtml html={RAW} />)
    expect(view.host.innerHTML).toBe('<div></div>')
    // The dynamic import resolves in a later task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    const html = view.host.innerHTML
    expect(html).toContain('<p>Hi')
    expect(html).not.toMatch(/onerror|<script/i)
    expect((window as { __ran?: number }).__ran).toBeUndefined()
    view.unmount()
  })

  it('renders nothing for missing or blank HTML', () => {
    expect(renderToString(<SafeHtml html={null} />)).toBe('')
    expect(renderToString(<SafeHtml html="  " />)).toBe('')
  })
})
