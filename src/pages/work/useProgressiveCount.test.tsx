// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountReact, type ReactHost } from '../../../tests/unit/react-host.ts'
import { CARDS_PER_BATCH, FIRST_CARDS } from './progressive.ts'
import { useProgressiveCount } from './useProgressiveCount.ts'

function Count({ total }: { total: number }) {
  return <p>{useProgressiveCount(total)}</p>
}

let view: ReactHost

beforeEach(() => {
  vi.useFakeTimers()
  view = mountReact()
})

afterEach(() => {
  view.unmount()
  vi.useRealTimers()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const shown = () => Number(view.host.textContent)

describe('useProgressiveCount where the stage never settles', () => {
  // No canvas ever marks its first view drawn here (stageSettled stays pending), and jsdom
  // has no idle callback: what paces the batches is the first-view wait alone.
  it('waits 3 s for the first view once, then adds a batch per idle period', async () => {
    const total = FIRST_CARDS + 3 * CARDS_PER_BATCH
    view.renderSync(<Count total={total} />)
    expect(shown()).toBe(FIRST_CARDS)
    await advance(2999)
    expect(shown()).toBe(FIRST_CARDS)
    await advance(1)
    expect(shown()).toBeGreaterThan(FIRST_CARDS)
    // The later batches do not wait the 3 s again: each idle period (none here) lets one in.
    await advance(10)
    expect(shown()).toBe(total)
  })
})
