// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import {
  advance,
  type EmbedConsole,
  endEmbedTest,
  expectCleanUnmount,
  scriptLoads,
  startEmbedTest,
} from '../../../tests/unit/embed-harness.ts'
import { mountReact, type ReactHost } from '../../../tests/unit/react-host.ts'
import { settings } from '../../content/settings.ts'
import { CAREERS_EMAIL } from '../../content/studio.ts'
import { RENDER_LIMIT_MS } from '../embed-status.ts'
import { JobBoard } from './JobBoard.tsx'

const LAKE_SCRIPT = settings.jobBoardScriptUrl
const GREENHOUSE_SCRIPT = 'https://boards.greenhouse.io/embed/job_board/js?for=studio'

let host: ReactHost
let load: Mock
let log: EmbedConsole

async function mount(scriptUrl: string): Promise<void> {
  settings.jobBoardScriptUrl = scriptUrl
  host = mountReact({ attached: true })
  await host.render(<JobBoard />)
}

beforeEach(() => {
  log = startEmbedTest()
  // A board script whose load() draws nothing.
  load = vi.fn()
  window.Grnhse = { Iframe: { load } }
})

afterEach(() => {
  host.unmount()
  settings.jobBoardScriptUrl = LAKE_SCRIPT
  delete window.Grnhse
  endEmbedTest()
})

const root = () => host.host.querySelector('.job-board') as HTMLElement
const status = () => host.host.querySelector('[role=status]') as HTMLElement
const board = () => host.host.querySelector('#grnhse_app') as HTMLElement

describe('JobBoard: a board that never shows', () => {
  it("falls back at the limit with the board's own page and the careers address", async () => {
    await mount(GREENHOUSE_SCRIPT)
    await scriptLoads()
    expect(load).toHaveBeenCalledOnce()
    await advance(RENDER_LIMIT_MS - 1)
    expect(status().textContent).toBe('Loading current openings…')
    await advance(1)
    expect(root().dataset.status).toBe('fallback')
    expect(host.host.querySelector('.job-board__bars')).toBeNull()
    const links = [...status().querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://boards.greenhouse.io/studio',
      `mailto:${CAREERS_EMAIL}`,
    ])
    expect(links[0]?.target).toBe('_blank')
    expect(links[0]?.rel).toBe('noopener noreferrer')
    expect(status().textContent).toBe(
      "The job board didn't load. See the openings on the board's own page (opens in a new tab)" +
        `, or send your work and a few lines about yourself to ${CAREERS_EMAIL}.`,
    )
    expect(log.errors.mock.calls).toEqual([
      ['Job board failed to load:', `no answer within ${RENDER_LIMIT_MS / 1000} s`],
    ])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('gives only the address when the setting names no board page (the lake)', async () => {
    await mount(LAKE_SCRIPT)
    await advance(RENDER_LIMIT_MS)
    expect([...status().querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      `mailto:${CAREERS_EMAIL}`,
    ])
    expect(status().textContent).toMatch(/^The job board didn't load\. Send your work/)
  })

  it('keeps a late board hidden behind the fallback, and logs the failure once', async () => {
    await mount(LAKE_SCRIPT)
    await scriptLoads()
    await advance(RENDER_LIMIT_MS)
    await act(async () => {
      board().append(document.createElement('ul'))
      window.dispatchEvent(new Event('grnhse:ready'))
    })
    expect(board().hidden).toBe(true)
    expect(root().dataset.status).toBe('fallback')
    expect(status().textContent).toMatch(/^The job board didn't load/)
    expect(log.errors).toHaveBeenCalledOnce()
    expect(log.warnings).toHaveBeenCalledOnce()
  })

  it('a board in time clears the limit; unmounting while loading leaves no timer', async () => {
    await mount(LAKE_SCRIPT)
    await scriptLoads()
    await act(async () => {
      board().append(document.createElement('ul'))
    })
    expect(root().dataset.status).toBe('ready')
    expect(status().textContent).toBe('')
    expect(vi.getTimerCount()).toBe(0)
    host.unmount()

    await mount(LAKE_SCRIPT)
    await expectCleanUnmount(() => host.unmount(), log)
    host = mountReact()
  })
})
