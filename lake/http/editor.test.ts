// @vitest-environment node
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { isLoopback, originRefusal, refusal, sendsWrongToken } from './editor.ts'

// Only the editor writes: a request from the loopback interface holding the token, from a
// Studio origin or from a script (no origin). Everyone else reads public content.
const STUDIO = 'http://localhost:3333'
const policy = { origins: new Set([STUDIO]), token: 't'.repeat(32) }

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage

describe('who is the editor', () => {
  it('knows the loopback interface in all its spellings, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true)
    }
    for (const address of [
      '192.168.1.4',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      'fd00::2',
      '::',
      undefined,
    ]) {
      expect(isLoopback(address), String(address)).toBe(false)
    }
  })

  it('is the token on loopback, from the Studio origin or from a script with no origin', () => {
    const token = { authorization: `Bearer ${policy.token}` }
    expect(refusal(request('127.0.0.1', { origin: STUDIO, ...token }), policy)).toBeUndefined()
    expect(refusal(request('::1', token), policy)).toBeUndefined()
  })

  it('is never the Studio origin alone: the refusal says how the Studio gets the token', () => {
    const reason = refusal(request('127.0.0.1', { origin: STUDIO }), policy)
    expect(reason).toMatch(/npm run studio/)
    expect(reason).toMatch(/editor-token/)
    // The presence socket's handshake is judged by place alone: its token comes in-band.
    expect(originRefusal(request('127.0.0.1', { origin: STUDIO }), policy)).toBeUndefined()
  })

  it('tells a wrong token from none', () => {
    const wrong = request('127.0.0.1', { origin: STUDIO, authorization: 'Bearer stale' })
    expect(sendsWrongToken(wrong, policy)).toBe(true)
    expect(sendsWrongToken(request('127.0.0.1', { origin: STUDIO }), policy)).toBe(false)
    expect(refusal(wrong, policy)).toMatch(/not this content lake’s editor token/)
  })

  it('is never another origin, even with the token, nor a request from another machine', () => {
    expect(refusal(request('127.0.0.1', { origin: 'http://localhost:5317' }), policy)).toMatch(
      /not a Studio origin.*LAKE_STUDIO_ORIGINS/,
    )
    expect(
      refusal(
        request('127.0.0.1', {
          origin: 'https://evil.example',
          authorization: `Bearer ${policy.token}`,
        }),
        policy,
      ),
    ).toMatch(/not a Studio origin/)
    expect(
      refusal(
        request('192.168.1.4', { origin: STUDIO, authorization: `Bearer ${policy.token}` }),
        policy,
      ),
    ).toMatch(/loopback/)
    expect(refusal(request('127.0.0.1', { authorization: 'Bearer wrong' }), policy)).toMatch(
      /token/,
    )
    expect(refusal(request('127.0.0.1'), policy)).toMatch(/token/)
  })
})
