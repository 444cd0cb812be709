import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import {
  type EmbedEvent,
  type EmbedStatus,
  nextStatus,
  RENDER_LIMIT_MS,
  SUBMIT_LIMIT_MS,
  startStatusMachine,
} from './embed-status.ts'

const ALL: EmbedStatus[] = ['loading', 'ready', 'fallback', 'sending', 'sent', 'unsent']
const TIMED_OUT: EmbedEvent = { type: 'timed-out', afterMs: 10_000 }
const EVENTS: EmbedEvent[] = [
  { type: 'rendered' },
  { type: 'load-failed', error: new Error('blocked') },
  TIMED_OUT,
  { type: 'submit' },
  { type: 'submitted' },
  { type: 'refused', message: 'Too many requests' },
]

/** Every (status, event) pair, so each rule below is checked against all the others. */
const table = ALL.flatMap((from) =>
  EVENTS.map((event) => [from, event.type, nextStatus(from, event)]),
)

describe('nextStatus', () => {
  it('moves only along the documented paths', () => {
    const moves = table.filter(([from, , to]) => from !== to)
    expect(moves).toEqual([
      ['loading', 'rendered', 'ready'],
      ['loading', 'load-failed', 'fallback'],
      ['loading', 'timed-out', 'fallback'],
      ['ready', 'submit', 'sending'],
      ['ready', 'submitted', 'sent'],
      ['sending', 'timed-out', 'unsent'],
      ['sending', 'submitted', 'sent'],
      ['sending', 'refused', 'unsent'],
      ['unsent', 'submit', 'sending'],
      ['unsent', 'submitted', 'sent'],
    ])
  })

  it('keeps the fallback whatever arrives after it', () => {
    for (const event of EVENTS) expect(nextStatus('fallback', event)).toBe('fallback')
  })

  it('reads as sent only after the provider confirms', () => {
    const sentBy = table
      .filter(([from, , to]) => from !== 'sent' && to === 'sent')
      .map(([, event]) => event)
    expect(new Set(sentBy)).toEqual(new Set(['submitted']))
    expect(nextStatus('ready', { type: 'submit' })).not.toBe('sent')
  })
})

describe('startStatusMachine', () => {
  let errors: Mock
  beforeEach(() => {
    vi.useFakeTimers()
    errors = vi.spyOn(console, 'error').mockImplementation(() => {}) as Mock
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  const start = () => {
    const onChange = vi.fn()
    const machine = startStatusMachine({
      name: 'Form',
      limits: { loading: RENDER_LIMIT_MS, sending: SUBMIT_LIMIT_MS },
      onChange,
    })
    return { machine, onChange }
  }

  it('falls back when nothing renders within the limit, once', () => {
    const { machine, onChange } = start()
    vi.advanceTimersByTime(RENDER_LIMIT_MS - 1)
    expect(machine.status).toBe('loading')
    vi.advanceTimersByTime(1)
    expect(machine.status).toBe('fallback')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fallback')
    machine.send({ type: 'rendered' })
    machine.send({ type: 'load-failed', error: new Error('late') })
    vi.advanceTimersByTime(RENDER_LIMIT_MS * 10)
    expect(onChange).toHaveBeenCalledOnce()
    expect(errors.mock.calls).toEqual([['Form failed to load:', 'no answer within 10 s']])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('clears the render limit once the provider renders, and arms the submit limit', () => {
    const { machine, onChange } = start()
    machine.send({ type: 'rendered' })
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(RENDER_LIMIT_MS * 10)
    expect(machine.status).toBe('ready')
    machine.send({ type: 'submit' })
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(SUBMIT_LIMIT_MS)
    expect(machine.status).toBe('unsent')
    machine.send({ type: 'submitted' })
    expect(onChange.mock.calls.map(([status]) => status)).toEqual([
      'ready',
      'sending',
      'unsent',
      'sent',
    ])
    expect(errors.mock.calls).toEqual([['Form was not sent:', 'no answer within 20 s']])
  })

  it('a load failure before the limit is reported once and leaves no timer', () => {
    const { machine, onChange } = start()
    const error = new Error('blocked')
    machine.send({ type: 'load-failed', error })
    vi.advanceTimersByTime(RENDER_LIMIT_MS)
    expect(onChange).toHaveBeenCalledOnce()
    expect(errors.mock.calls).toEqual([['Form failed to load:', error]])
    expect(machine.status).toBe('fallback')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stop() clears the pending limit and ignores later events', () => {
    const { machine, onChange } = start()
    expect(vi.getTimerCount()).toBe(1)
    machine.stop()
    expect(vi.getTimerCount()).toBe(0)
    machine.send({ type: 'rendered' })
    vi.advanceTimersByTime(RENDER_LIMIT_MS)
    expect(onChange).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
  })

  it("logs a refusal with the provider's message", () => {
    const { machine } = start()
    machine.send({ type: 'rendered' })
    machine.send({ type: 'submit' })
    machine.send({ type: 'refused', message: 'Too many requests' })
    machine.send({ type: 'refused', message: 'Too many requests' })
    expect(errors.mock.calls).toEqual([['Form was not sent:', 'Too many requests']])
  })
})
