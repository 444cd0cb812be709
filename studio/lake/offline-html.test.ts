import { describe, expect, it } from 'vitest'
import { offlinePage } from './offline-html.ts'

const page = `<!DOCTYPE html><html><head><style>
@font-face { font-family: Inter; src: url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2"); }
body { margin: 0 }
</style><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>
</head><body><div id="sanity"></div><script src="/static/sanity.js" type="module"></script></body></html>`

describe('the Studio page for the embedded lake', () => {
  const html = offlinePage(page, 'http://localhost:5317', '5.27.0')

  it('asks nothing of Sanity’s hosts: no bridge script, no web fonts', () => {
    expect(html).not.toContain('core.sanity-cdn.com/bridge.js')
    expect(html).not.toContain('data-sanity-core')
    expect(html).not.toMatch(/url\("https:\/\/studio-static/)
    expect(html).toContain('body { margin: 0 }')
    expect(html).toContain('<script src="/static/sanity.js" type="module"></script>')
  })

  it('runs the shim first, with the lake and the Studio version', () => {
    expect(html.indexOf('offlineShim')).toBeLessThan(html.indexOf('/static/sanity.js'))
    expect(html).toContain('("http://localhost:5317", "5.27.0")')
  })
})
