import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type EditorPolicy, refusal } from '../http/editor.ts'

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

/**
 * The Studio's presence socket (Sanity's "bifur"), accepted and kept silent (one editor,
 * nobody else present): a refused socket makes the Studio retry and log every few seconds.
 * Frames are dropped; anyone but the editor is refused.
 */
export class PresenceSockets {
  private readonly open = new Set<Duplex>()

  constructor(private readonly policy: EditorPolicy) {}

  accept(req: IncomingMessage, socket: Duplex): void {
    const key = req.headers['sec-websocket-key']
    if (typeof key !== 'string' || refusal(req, this.policy)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return
    }
    const accept = createHash('sha1')
      .update(key + WEBSOCKET_GUID)
      .digest('base64')
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    this.open.add(socket)
    socket.on('data', () => {})
    socket.on('error', () => socket.destroy())
    socket.on('close', () => this.open.delete(socket))
  }

  close(): void {
    for (const socket of this.open) socket.destroy()
    this.open.clear()
  }
}
