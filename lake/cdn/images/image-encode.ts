import { rename, rm } from 'node:fs/promises'
import sharp from 'sharp'
import type { Plan } from './image-plan.ts'

// Off the request path AVIF could afford more, but effort 2 keeps a cold page from
// queueing seconds of encodes (docs/performance.md, 'First load').
const AVIF_EFFORT = 2

/** Encodes `source` per the plan into `target`, via a temp file so readers never see half a file. */
export async function encodeImage(source: string, target: string, plan: Plan): Promise<void> {
  // `failOn: 'none'` renders what it can of a slightly damaged original instead of failing.
  let image = sharp(source, { failOn: 'none', animated: plan.format === 'gif' }).autoOrient()
  if (plan.extract) image = image.extract(plan.extract)
  if (plan.resize) {
    const { width, height, fit, position, background } = plan.resize
    image = image.resize({
      width,
      height,
      fit,
      ...(position ? { position } : {}),
      ...(background ? { background } : {}),
    })
  }
  if (plan.extractAfter) image = image.extract(plan.extractAfter)

  const quality = Math.max(1, plan.quality)
  switch (plan.format) {
    case 'jpeg':
      // JPEG has no alpha: flatten onto white like Sanity does rather than onto black.
      image = image.flatten({ background: '#ffffff' }).jpeg({
        quality,
        progressive: plan.progressive,
        mozjpeg: true,
      })
      break
    case 'png':
      image = image.png()
      break
    case 'webp':
      image = image.webp({ quality })
      break
    case 'avif':
      image = image.avif({ quality: Math.min(quality, 100), effort: AVIF_EFFORT })
      break
    case 'gif':
      image = image.gif()
      break
  }

  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  try {
    await image.toFile(temp)
    await rename(temp, target)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}
