// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hostAllowed, hostName } from './host-check.ts'

// DNS rebinding: a page on attacker.example, its name pointed at 127.0.0.1, reaches the lake
// with `Host: attacker.example:5317`. Only names that cannot be rebound are answered.
describe('the standalone lake’s Host check', () => {
  const proxy = new Set(['studio.example.org'])

  it('reads the name out of a Host header', () => {
    expect(hostName('LocalHost:5317')).toBe('localhost')
    expect(hostName('[::1]:5317')).toBe('::1')
    expect(hostName('127.0.0.1')).toBe('127.0.0.1')
  })

  it('answers loopback names, IP addresses and the names it was given', () => {
    for (const host of [
      'localhost:5317',
      'studiodemo.localhost:5317',
      '127.0.0.1:5317',
      '[::1]:5317',
      '192.168.1.20:5317',
      'studio.example.org',
      undefined,
    ]) {
      expect([host, hostAllowed(host, proxy)]).toEqual([host, true])
    }
  })

  it('refuses any other name', () => {
    for (const host of [
      'rebound.attacker.example:5317',
      'localhost.attacker.example',
      'example.org',
    ]) {
      expect([host, hostAllowed(host, proxy)]).toEqual([host, false])
    }
  })
})
