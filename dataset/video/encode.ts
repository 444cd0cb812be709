import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Writable } from 'node:stream'
import sharp from 'sharp'
import { REEL, reelFrame } from './showreel.ts'

// Flags chosen for reproducible bytes: one x264 thread, bitexact muxing, no metadata.
// +faststart moves the index to the front so the browser can start playing at once.
function ffmpegArgs(out: string): string[] {
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${REEL.width}x${REEL.height}`]
  const codec = ['-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '20']
  const output = ['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-map_metadata', '-1']
  const exact = ['-threads', '1', '-fflags', '+bitexact', '-flags:v', '+bitexact']
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...input,
    '-r',
    String(REEL.fps),
    '-i',
    '-',
    ...codec,
    ...output,
    ...exact,
    out,
  ]
}

export interface EncodeOptions {
  /** The ffmpeg executable: a name looked up on PATH, or a path. Default: `$FFMPEG` or `ffmpeg`. */
  command?: string
}

/**
 * Settles when ffmpeg has finished: resolves on exit 0, rejects on a failed spawn (no
 * ffmpeg) or any other exit. Built at spawn time with its handlers attached, so a spawn
 * error that fires while frames are still rendering is never an unhandled rejection.
 */
function whenDone(ffmpeg: ChildProcess): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    ffmpeg.once('error', (error) =>
      reject(new Error(`ffmpeg is needed to build the showreel: ${error.message}`)),
    )
    ffmpeg.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code ?? signal}`)),
    )
  })
}

/** Writes every frame to ffmpeg's stdin, stopping early once `stopped()` says ffmpeg is gone. */
async function pipeFrames(stdin: Writable, stopped: () => boolean): Promise<void> {
  const frames = REEL.fps * REEL.seconds
  for (let i = 0; i < frames && !stopped(); i++) {
    const rgb = await sharp(Buffer.from(reelFrame(i / REEL.fps)))
      .removeAlpha()
      .raw()
      .toBuffer()
    if (stopped()) break
    if (!stdin.write(rgb)) {
      // Also wake on close, or a dead ffmpeg would leave this waiting for a drain forever.
      await new Promise<void>((resolve) => {
        stdin.once('drain', resolve)
        stdin.once('close', resolve)
      })
    }
  }
  stdin.end()
}

/**
 * Renders every frame with sharp and pipes raw RGB into ffmpeg; resolves with the mp4
 * bytes. Without ffmpeg it rejects (and nothing else): callers may fall back.
 */
export async function encodeShowreel(options: EncodeOptions = {}): Promise<Buffer> {
  const command = options.command ?? process.env.FFMPEG ?? 'ffmpeg'
  // +faststart rewrites the file after encoding, so ffmpeg needs a real (seekable) file.
  const dir = mkdtempSync(join(tmpdir(), 'showreel-'))
  const out = join(dir, 'showreel.mp4')
  try {
    const ffmpeg = spawn(command, ffmpegArgs(out), { stdio: ['pipe', 'inherit', 'inherit'] })
    let finished = false
    const done = whenDone(ffmpeg).finally(() => {
      finished = true
    })
    // Writing to a process that failed to start or died emits EPIPE on stdin; `done`
    // already carries the reason, so these errors need no report of their own.
    ffmpeg.stdin.on('error', () => {})
    // A frame that fails to render stops ffmpeg too, rather than leaving it waiting on stdin.
    const piping = pipeFrames(ffmpeg.stdin, () => finished).catch((error: unknown) => {
      ffmpeg.kill()
      throw error
    })
    // Handlers on both at once: whichever fails first is the answer, neither goes unhandled,
    // and `done` failing first also stops the frame loop.
    await Promise.all([done, piping])
    return readFileSync(out)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
