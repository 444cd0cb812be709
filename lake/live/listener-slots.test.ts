// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_LISTENER_LIMITS } from '../limits.ts'
import { ListenerSlots } from './listener-slots.ts'

const limits = { ...DEFAULT_LISTENER_LIMITS, perAddress: 2, visitors: 3, editor: 2 }
const visitor = (address: string) => ({ editor: false, address })
const editor = { editor: true, address: '127.0.0.1' }

describe('listener slots', () => {
  it('cap one visitor address, then all visitors, and give slots back', () => {
    const slots = new ListenerSlots(limits)
    expect([slots.take(visitor('a')), slots.take(visitor('a'))]).toEqual([undefined, undefined])
    expect(slots.take(visitor('a'))).toBe('address')
    expect(slots.take(visitor('b'))).toBeUndefined()
    expect(slots.take(visitor('c'))).toBe('total')
    slots.release(visitor('a'))
    expect(slots.take(visitor('c'))).toBeUndefined()
  })

  it('keep the editor’s apart: visitors filling theirs leave the editor room, and the reverse', () => {
    const slots = new ListenerSlots(limits)
    for (const address of ['a', 'a', 'b']) expect(slots.take(visitor(address))).toBeUndefined()
    expect(slots.take(visitor('z'))).toBe('total')
    expect([slots.take(editor), slots.take(editor)]).toEqual([undefined, undefined])
    expect(slots.take(editor)).toBe('total')
    slots.release(editor)
    expect(slots.take(editor)).toBeUndefined()
  })
})
