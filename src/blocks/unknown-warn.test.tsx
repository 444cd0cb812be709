// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mountReact } from '../../tests/unit/react-host.ts'
import type { DigestBlock, PT, WorkBlock } from '../content/types.ts'
import { resetLogOnce } from '../media/log-once.ts'
import { DigestBlocks } from './digest/DigestBlocks.tsx'
import { PortableTextBody } from './portable-text/late.ts'
import { RichText } from './portable-text/RichText.tsx'
import { WorkBlocks } from './work/WorkBlocks.tsx'

// Unknown rich-text and block types render nothing visible and warn once in
// development. Effects only run in a real (DOM) render, so this mounts with react-dom.

beforeAll(() => PortableTextBody.preload())

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  resetLogOnce()
})

/** Mounts `first`, re-renders with each of `then`, and returns the final markup. */
async function mount(first: ReactNode, ...then: ReactNode[]): Promise<string> {
  const view = mountReact({ attached: true })
  await view.render(first)
  for (const next of then) await view.render(next)
  const html = view.host.innerHTML
  view.unmount()
  return html
}

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text, text, marks })

function richValue(): PT {
  return [
    { _type: 'mystery', _key: 'm1', secret: 'hidden text' },
    { _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [span('kept')] },
    { _type: 'mystery', _key: 'm2', secret: 'more hidden text' },
    { _type: 'riddle', _key: 'r', secret: 'riddle text' },
    {
      _type: 'block',
      _key: 'c',
      style: 'normal',
      markDefs: [],
      children: [span('marked', ['sparkle']), span('twice', ['sparkle'])],
    },
  ] as PT
}

describe('unknown Portable Text types in development', () => {
  it('render nothing visible and warn exactly once per unknown type', async () => {
    vi.stubEnv('DEV', true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Rendered, re-rendered with a fresh value, and rendered again elsewhere.
    const html = await mount(<RichText value={richValue()} />, <RichText value={richValue()} />)
    await mount(<RichText value={richValue()} />)

    expect(html).toBe('<div class="rich-text"><p>kept</p><p>markedtwice</p></div>')
    expect(warn.mock.calls.map((c) => c[0]).sort()).toEqual([
      'Unknown Portable Text mark "sparkle"',
      'Unknown Portable Text type "mystery"',
      'Unknown Portable Text type "riddle"',
    ])
  })

  it('stay silent outside development', async () => {
    vi.stubEnv('DEV', false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await mount(<RichText value={richValue()} />)
    expect(html).toBe('<div class="rich-text"><p>kept</p><p>markedtwice</p></div>')
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('unknown content block types in development', () => {
  const blocks = [
    { _type: 'blockMystery', _key: 'a', text: 'hidden' },
    { _type: 'blockMystery', _key: 'b', text: 'hidden too' },
    { _type: 'blockRiddle', _key: 'c' },
  ]

  it('render nothing and warn exactly once per kind and type', async () => {
    vi.stubEnv('DEV', true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const work = blocks as unknown as WorkBlock[]
    const digest = blocks as unknown as DigestBlock[]
    const html = [
      await mount(<WorkBlocks blocks={work} />, <WorkBlocks blocks={[...work]} />),
      await mount(<DigestBlocks blocks={digest} />),
      await mount(<DigestBlocks blocks={digest} />),
    ]

    expect(html).toEqual(['', '', ''])
    expect(warn.mock.calls.map((c) => c[0]).sort()).toEqual([
      'Unknown digest block "blockMystery"',
      'Unknown digest block "blockRiddle"',
      'Unknown work block "blockMystery"',
      'Unknown work block "blockRiddle"',
    ])
  })

  it('stay silent outside development', async () => {
    vi.stubEnv('DEV', false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await mount(<WorkBlocks blocks={blocks as unknown as WorkBlock[]} />)).toBe('')
    expect(warn).not.toHaveBeenCalled()
  })
})
