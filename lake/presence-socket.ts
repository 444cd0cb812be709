import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type EditorPolicy, refusal } from './editor.ts'

/** The Studio's presence socket (Sanity's "bifur"): `/v{apiVersion}/socket/{dataset}`. */
const SOCKET_PATH = /^\/v[^/]+\/socket\/[^/]+\/?$/
const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

/**
 * Accepts the Studio's presence socket and stays silent (one editor, nobody else present):
 * a refused socket makes the Studio retry and log every few seconds. Frames are dropped;
 * false for an upgrade it does not own (Vite's HMR shares the server).
 */
export function createPresenceSockets(policy: EditorPolicy) {
  const open = new Set<Duplex>()
  return {
    upgrade(req: IncomingMessage, socket: Duplex): boolean {
      if (!SOCKET_PATH.test((req.url ?? '').split('?')[0] ?? '')) return false
      const key = req.headers['sec-websocket-key']
      if (typeof key !== 'string' || refusal(req, policy)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
        return true
      }
      const accept = createHash('sha1')
        .update(key + WEBSOCKET_GUID)
        .digest('base64')
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
      )
      open.add(socket)
      socket.on('data', () => {})
      socket.on('error', () => socket.destroy())
      socket.on('close', () => open.delete(socket))
      return true
    },
    close() {
      for (const socket of open) socket.destroy()
      open.clear()
    },
  }
}
