// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showreel } from '../../dataset/generate.ts'
import { encodeShowreel } from '../../dataset/video/encode.ts'

// No ffmpeg: a failed spawn must come back as a rejection the caller can handle (vitest
// fails the run on an unhandled one), and dataset generation must keep the old reel.
let dir: string
let missing: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'showreel-test-'))
  missing = join(dir, 'bin', 'ffmpeg-that-is-not-there')
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  rmSync(dir, { recursive: true, force: true })
})

function keepReel(bytes: Buffer): void {
  mkdirSync(join(dir, 'assets', 'files'), { recursive: true })
  writeFileSync(join(dir, 'assets', 'files', 'abc123.mp4'), bytes)
}

describe('showreel without ffmpeg', () => {
  it('rejects with a clear message when the ffmpeg command does not exist', async () => {
    await expect(encodeShowreel({ command: missing })).rejects.toThrow(
      /ffmpeg is needed to build the showreel/,
    )
  })

  it('keeps the existing reel when ffmpeg is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const old = Buffer.from('the previous showreel bytes')
    keepReel(old)
    const bytes = await showreel(dir, () => encodeShowreel({ command: missing }))
    expect(bytes.equals(old)).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('keeping the existing showreel'))
  })

  it('keeps the existing reel when no ffmpeg is on PATH (the default command)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('FFMPEG', undefined)
    vi.stubEnv('PATH', join(dir, 'bin'))
    const old = Buffer.from('kept')
    keepReel(old)
    expect((await showreel(dir)).equals(old)).toBe(true)
  })

  it('fails with the ffmpeg error when there is no reel to keep', async () => {
    await expect(showreel(dir, () => encodeShowreel({ command: missing }))).rejects.toThrow(
      /ffmpeg is needed/,
    )
  })
})
