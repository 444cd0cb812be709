// @vitest-environment node
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { isLoopback, refusal } from './editor.ts'

// Only the editor writes: a request from the loopback interface and from the Studio's
// origin (or a local script with the token). Everyone else reads published content.
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

  it('is the Studio origin on loopback, or a script with the token and no origin', () => {
    expect(refusal(request('127.0.0.1', { origin: STUDIO }), policy)).toBeUndefined()
    expect(
      refusal(request('::1', { authorization: `Bearer ${policy.token}` }), policy),
    ).toBeUndefined()
  })

  it('is never another origin, even with the token, nor a request from another machine', () => {
    expect(refusal(request('127.0.0.1', { origin: 'http://localhost:5317' }), policy)).toMatch(
      /not a Studio origin/,
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
    expect(refusal(request('192.168.1.4', { origin: STUDIO }), policy)).toMatch(/loopback/)
    expect(refusal(request('127.0.0.1', { authorization: 'Bearer wrong' }), policy)).toMatch(
      /token/,
    )
    expect(refusal(request('127.0.0.1'), policy)).toMatch(/token/)
  })
})
