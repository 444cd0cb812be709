import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

/** Renders every frame with sharp and pipes raw RGB into ffmpeg; resolves with the mp4 bytes. */
export async function encodeShowreel(): Promise<Buffer> {
  // +faststart rewrites the file after encoding, so ffmpeg needs a real (seekable) file.
  const dir = mkdtempSync(join(tmpdir(), 'showreel-'))
  const out = join(dir, 'showreel.mp4')
  try {
    const ffmpeg = spawn('ffmpeg', ffmpegArgs(out), { stdio: ['pipe', 'inherit', 'inherit'] })
    const done = new Promise<void>((resolve, reject) => {
      ffmpeg.on('error', (error) =>
        reject(new Error(`ffmpeg is needed to build the showreel: ${error.message}`)),
      )
      ffmpeg.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
      )
    })
    const frames = REEL.fps * REEL.seconds
    for (let i = 0; i < frames; i++) {
      const rgb = await sharp(Buffer.from(reelFrame(i / REEL.fps)))
        .removeAlpha()
        .raw()
        .toBuffer()
      if (!ffmpeg.stdin.write(rgb))
        await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve))
    }
    ffmpeg.stdin.end()
    await done
    return readFileSync(out)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
