import type { RequestContext } from '../http/context.ts'
import { sanityError } from '../http/errors.ts'
import type { ListenerLimits } from '../limits.ts'

/** Who holds a stream: the editor, or a visitor known by address. */
export interface Reader {
  editor: boolean
  address: string
}

/**
 * The open streams of one endpoint, counted: visitors per address and in all, the editor apart.
 * `take` answers why a reader may not open one more ('address' or 'total'), or undefined once
 * it has a slot, which `release` gives back.
 */
export class ListenerSlots {
  private readonly byAddress = new Map<string, number>()
  private visitors = 0
  private editors = 0

  constructor(private readonly limits: ListenerLimits) {}

  take(reader: Reader): 'address' | 'total' | undefined {
    if (reader.editor) {
      if (this.editors >= this.limits.editor) return 'total'
      this.editors++
      return undefined
    }
    const held = this.byAddress.get(reader.address) ?? 0
    if (held >= this.limits.perAddress) return 'address'
    if (this.visitors >= this.limits.visitors) return 'total'
    this.byAddress.set(reader.address, held + 1)
    this.visitors++
    return undefined
  }

  release(reader: Reader): void {
    if (reader.editor) {
      this.editors = Math.max(0, this.editors - 1)
      return
    }
    const held = (this.byAddress.get(reader.address) ?? 1) - 1
    if (held > 0) this.byAddress.set(reader.address, held)
    else this.byAddress.delete(reader.address)
    this.visitors = Math.max(0, this.visitors - 1)
  }
}

/**
 * A slot for this request's stream, given back when its connection closes, or Sanity's 429
 * with `Retry-After`, saying which bound it met.
 */
export function admit(slots: ListenerSlots, ctx: RequestContext, limits: ListenerLimits): void {
  const reader = { editor: ctx.editor, address: ctx.req.socket.remoteAddress ?? 'unknown' }
  const refused = slots.take(reader)
  if (refused !== undefined) {
    const reason =
      refused === 'address'
        ? `this address holds ${limits.perAddress} streams already`
        : reader.editor
          ? `the editor holds ${limits.editor} streams already`
          : `visitors hold ${limits.visitors} streams already`
    throw sanityError(429, 'tooManyListeners', `Too many listeners: ${reason}; try again later`, {
      'retry-after': String(limits.retryAfterSeconds),
    })
  }
  ctx.res.once('close', () => slots.release(reader))
}
