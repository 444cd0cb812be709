import { describe, expect, it } from 'vitest'
import { chromeProblems, isScriptUrl, scriptProblems } from './fuzz/html-checks.ts'

// The content fuzz test is only as good as these checks: each must catch what it names.
describe('scriptProblems', () => {
  it('passes markup that cannot run script, escaped text included', () => {
    expect(
      scriptProblems(
        '<p class="x">&lt;script&gt;alert(1)&lt;/script&gt; onerror=alert(1)</p><a href="https://a.example/?q=1&amp;b=2">a</a><a href="mailto:a@b.co">m</a><img src="data:image/jpeg;base64,AA" alt="onload=x">',
      ),
    ).toEqual([])
  })

  it('finds script elements, event handlers and script URLs, however written', () => {
    const cases = [
      '<script>alert(1)</script>',
      '<SCRIPT src="x.js"></SCRIPT>',
      '<img src=x onerror="alert(1)">',
      '<svg onload=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<a href="java&#x0A;script:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<form action="javascript:alert(1)"></form>',
      '<iframe src="vbscript:msgbox(1)"></iframe>',
    ]
    for (const html of cases) expect(scriptProblems(html), html).not.toEqual([])
  })

  it('reads the scheme as a browser does', () => {
    expect(isScriptUrl('\u0001javascript:alert(1)', 'href')).toBe(true)
    expect(isScriptUrl('https://example.org/javascript:', 'href')).toBe(false)
    expect(isScriptUrl('data:image/png;base64,AA', 'href')).toBe(true)
  })
})

describe('chromeProblems', () => {
  const chrome =
    '<a class="skip-link" href="#main">Skip</a><header class="site-header"><nav aria-label="Main"><a href="/about"></a><a href="/work"></a><a href="/digest"></a><a href="/contact"></a><a href="/shop"></a></nav></header><main id="main">'
  it('accepts a page with all of its chrome', () => {
    expect(chromeProblems(`${chrome}</main>`, '/')).toEqual([])
    expect(
      chromeProblems(`${chrome}<footer class="panel site-footer"></footer></main>`, '/work'),
    ).toEqual([])
  })
  it('names what is missing', () => {
    expect(chromeProblems(`${chrome}</main>`, '/work')).toEqual(['/work: no footer'])
    expect(chromeProblems(chrome.replace('skip-link', 'x'), '/')).toEqual(['/: no skip link'])
    expect(chromeProblems('', '/')).toHaveLength(9)
  })
})
