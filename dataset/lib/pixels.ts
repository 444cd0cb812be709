import sharp from 'sharp'

/** Sanity's low-quality placeholder: a 20 px wide, lightly blurred JPEG as a data URL. */
export async function lqip(bytes: Buffer): Promise<string> {
  const small = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .resize({ width: 20 })
    .blur(0.6)
    .jpeg({ quality: 40 })
    .toBuffer()
  return `data:image/jpeg;base64,${small.toString('base64')}`
}

export interface Dominant {
  hex: string
  /** Share of opaque pixels in the winning colour bucket, 0–100. */
  population: number
  light: boolean
}

// The most common colour at 4 bits a channel, then the mean of the real pixels in that bucket,
// so flat fields report their exact fill rather than a bucket centre. Transparent pixels are skipped.
export async function dominantColour(bytes: Buffer): Promise<Dominant> {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .resize({ width: 96, kernel: 'nearest' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const buckets = new Map<number, { count: number; r: number; g: number; b: number }>()
  let opaque = 0
  for (let i = 0; i < data.length; i += info.channels) {
    const r = data[i] ?? 0
    const g = data[i + 1] ?? 0
    const b = data[i + 2] ?? 0
    if ((data[i + 3] ?? 0) < 128) continue
    opaque++
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)
    const bucket = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 }
    bucket.count++
    bucket.r += r
    bucket.g += g
    bucket.b += b
    buckets.set(key, bucket)
  }
  let best = { count: 0, r: 0, g: 0, b: 0 }
  for (const bucket of buckets.values()) if (bucket.count > best.count) best = bucket
  const mean = (sum: number) => Math.round(sum / Math.max(1, best.count))
  const [r, g, b] = [mean(best.r), mean(best.g), mean(best.b)]
  const hex = `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return {
    hex,
    population: Math.round((best.count / Math.max(1, opaque)) * 10000) / 100,
    light: luminance > 150,
  }
}
