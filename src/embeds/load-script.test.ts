// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { forgetScriptLoads, loadScript } from './load-script.ts'

const URL_A = 'https://provider.test/a.js'

function scriptsFor(url: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === url)
}

afterEach(() => {
  forgetScriptLoads()
  for (const s of document.querySelectorAll('script')) s.remove()
})

describe('loadScript', () => {
  it('adds one async <script> and resolves when it loads', async () => {
    const loaded = loadScript(URL_A)
    const [script, ...rest] = scriptsFor(URL_A)
    expect(rest).toHaveLength(0)
    expect(script?.async).toBe(true)
    script?.dispatchEvent(new Event('load'))
    await expect(loaded).resolves.toBeUndefined()
  })

  it('shares one load between concurrent and later callers', async () => {
    const first = loadScript(URL_A)
    const second = loadScript(URL_A)
    expect(second).toBe(first)
    scriptsFor(URL_A)[0]?.dispatchEvent(new Event('load'))
    await first
    expect(loadScript(URL_A)).toBe(first)
    expect(scriptsFor(URL_A)).toHaveLength(1)
  })

  it('loads different URLs separately', () => {
    loadScript(URL_A)
    loadScript('https://provider.test/b.js')
    expect(document.querySelectorAll('script')).toHaveLength(2)
  })

  it('rejects on error, removes the failed tag and lets the next call retry', async () => {
    const failed = loadScript(URL_A)
    scriptsFor(URL_A)[0]?.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(URL_A)
    expect(scriptsFor(URL_A)).toHaveLength(0)

    const retry = loadScript(URL_A)
    expect(retry).not.toBe(failed)
    expect(scriptsFor(URL_A)).toHaveLength(1)
    scriptsFor(URL_A)[0]?.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBeUndefined()
  })
})
