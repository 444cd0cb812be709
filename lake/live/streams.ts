import type { ServerResponse } from 'node:http'

/** One server-sent event. */
export const sse = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** Answers a request with an event stream's head: events follow as they happen. */
export function openEventStream(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
  })
}

const HEARTBEAT_MS = 15_000

/**
 * One reader's event stream. A reader that stops reading leaves its events in the process's
 * memory; once its unsent backlog passes `maxUnsent` bytes it is dropped, and reconnects and
 * refetches as after any drop, rather than written to without end.
 */
export class EventChannel {
  constructor(
    readonly res: ServerResponse,
    private readonly maxUnsent: number,
    private readonly onDrop: (unsent: number) => void = () => {},
  ) {}

  send(text: string): void {
    const { res } = this
    if (res.destroyed || res.writableEnded) return
    // Past the bound before this event: one large event alone never drops a healthy reader.
    if (res.writableLength >= this.maxUnsent) {
      this.onDrop(res.writableLength)
      res.destroy()
      return
    }
    res.write(text)
  }

  end(text?: string): void {
    this.res.end(text)
  }
}

/** Something to do every `ms` while any stream is open. */
export interface Periodic {
  ms: number
  run(): void
}

/**
 * The open event streams of one endpoint: a heartbeat comment keeps each alive through
 * proxies, and the timers run only while a stream is open.
 */
export class EventStreams<C extends { channel: EventChannel }> {
  private readonly open = new Set<C>()
  private timers: NodeJS.Timeout[] = []
  private readonly periodic: Periodic[]

  constructor(periodic: Periodic[] = []) {
    const heartbeat = { ms: HEARTBEAT_MS, run: () => this.writeAll(':\n\n') }
    this.periodic = [heartbeat, ...periodic]
  }

  get size(): number {
    return this.open.size
  }

  /** Every open stream. */
  values(): IterableIterator<C> {
    return this.open.values()
  }

  /** Holds a stream until its response closes. */
  add(stream: C): void {
    if (this.open.size === 0) this.startTimers()
    this.open.add(stream)
    const drop = () => {
      this.open.delete(stream)
      if (this.open.size === 0) this.stopTimers()
    }
    stream.channel.res.on('close', drop)
    stream.channel.res.on('error', drop)
  }

  /** Ends every stream. */
  close(): void {
    for (const { channel } of this.open) channel.end()
    this.open.clear()
    this.stopTimers()
  }

  private writeAll(text: string): void {
    for (const { channel } of this.open) channel.send(text)
  }

  private startTimers(): void {
    this.timers = this.periodic.map(({ ms, run }) => setInterval(run, ms))
    for (const timer of this.timers) timer.unref()
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearInterval(timer)
    this.timers = []
  }
}
