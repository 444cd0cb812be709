import { type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http'

// Raw HTTP, for what a client library hides: any Host or Origin, a chosen source address on
// the loopback network (127.0.0.x, so per-address bounds can be seen), server-sent event
// streams read (or not read) by hand.

export interface RawOptions {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The client's address, e.g. `127.0.0.7`: what the lake sees as the visitor's. */
  from?: string
}

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  text: string
  json(): unknown
}

function open(url: string, options: RawOptions): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    const req = request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress: options.from,
      agent: false,
    })
    req.on('response', done)
    req.on('error', fail)
    req.end(options.body)
  })
}

/** One request on a connection of its own; the whole answer. */
export async function send(url: string, options: RawOptions = {}): Promise<RawAnswer> {
  const res = await open(url, options)
  const chunks: Buffer[] = []
  for await (const chunk of res) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return { status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) }
}

interface SseEvent {
  event: string
  id?: string
  data: unknown
}

export interface Stream {
  status: number
  headers: IncomingHttpHeaders
  events: SseEvent[]
  /** Body bytes received so far. */
  bytes: number
  /** The body so far, for an answer that is not a stream (a 429's JSON). */
  text(): string
  /** True once the server ended the stream or the connection dropped. */
  ended: boolean
  /** Resolves once `test()` holds, or with false after `ms`. */
  until(test: () => boolean, ms?: number): Promise<boolean>
  /** Stops reading from the socket (TCP backpressure reaches the server), and back. */
  pause(): void
  resume(): void
  close(): void
}

function parseEvent(block: string): SseEvent | undefined {
  let event = 'message'
  let id: string | undefined
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('id:')) id = line.slice(3).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).trim())
  }
  if (data.length === 0) return undefined
  const text = data.join('\n')
  try {
    return { event, id, data: JSON.parse(text) }
  } catch {
    return { event, id, data: text }
  }
}

/** Opens a GET whose answer may be a server-sent event stream; resolves at its status line. */
export async function openStream(url: string, options: RawOptions = {}): Promise<Stream> {
  const res = await open(url, options)
  let buffer = ''
  let body = ''
  const stream: Stream = {
    status: res.statusCode ?? 0,
    headers: res.headers,
    events: [],
    bytes: 0,
    text: () => body,
    ended: false,
    async until(test, ms = 10_000) {
      const deadline = Date.now() + ms
      while (!test()) {
        if (Date.now() > deadline) return false
        await new Promise((done) => setTimeout(done, 25))
      }
      return true
    },
    pause: () => res.pause(),
    resume: () => res.resume(),
    close: () => res.destroy(),
  }
  res.setEncoding('utf8')
  res.on('data', (chunk: string) => {
    stream.bytes += Buffer.byteLength(chunk)
    if (body.length < 64 * 1024) body += chunk
    buffer += chunk
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const event = parseEvent(buffer.slice(0, end))
      buffer = buffer.slice(end + 2)
      if (event) stream.events.push(event)
    }
  })
  const ended = () => {
    stream.ended = true
  }
  res.on('end', ended)
  res.on('close', ended)
  res.on('error', ended)
  return stream
}
