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

/** Something to do every `ms` while any stream is open. */
export interface Periodic {
  ms: number
  run(): void
}

/**
 * The open event streams of one endpoint: a heartbeat comment keeps each alive through
 * proxies, and the timers run only while a stream is open.
 */
export class EventStreams<C extends { res: ServerResponse }> {
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
    stream.res.on('close', drop)
    stream.res.on('error', drop)
  }

  /** Ends every stream. */
  close(): void {
    for (const { res } of this.open) res.end()
    this.open.clear()
    this.stopTimers()
  }

  private writeAll(text: string): void {
    for (const { res } of this.open) res.write(text)
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
