import { pathToFileURL } from 'node:url'

type Node = Record<string, unknown>
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

/**
 * The local file behind an asset reference of the demo dataset: images live in
 * `assets/images/<hash>-<w>x<h>.<ext>`, files in `assets/files/<hash>.<ext>`.
 */
export function assetFile(ref: string, assetsDir: string): string | null {
  const image = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(ref)
  if (image) return `${assetsDir}/images/${image[1]}-${image[2]}.${image[3]}`
  const file = /^file-([a-f0-9]+)-(\w+)$/.exec(ref)
  if (file) return `${assetsDir}/files/${file[1]}.${file[2]}`
  return null
}

/** Finds the local file behind an asset reference, or null. */
export type AssetLocator = (ref: string) => string | null

function convert(value: unknown, locate: AssetLocator): unknown {
  if (Array.isArray(value)) return value.map((item) => convert(item, locate))
  if (!isNode(value)) return value
  const out: Node = {}
  for (const [key, child] of Object.entries(value)) out[key] = convert(child, locate)
  const kind = value._type === 'image' || value._type === 'file' ? value._type : null
  const ref = isNode(value.asset) ? value.asset._ref : undefined
  const path = kind && typeof ref === 'string' ? locate(ref) : null
  if (kind && path) {
    delete out.asset
    out._sanityAsset = `${kind}@${pathToFileURL(path).href}`
  }
  return out
}

/**
 * The demo dataset (a raw export: asset documents included, images referenced by id) in
 * the format `sanity dataset import` uploads from: asset documents dropped, each image
 * and file pointing at its local file with `_sanityAsset`, so the import uploads the
 * pictures and the showreel into the new project and links them.
 */
export function toImportFormat(docs: readonly Node[], assets: string | AssetLocator): Node[] {
  const locate = typeof assets === 'string' ? (ref: string) => assetFile(ref, assets) : assets
  return docs
    .filter((doc) => !(typeof doc._type === 'string' && doc._type.startsWith('sanity.')))
    .map((doc) => convert(doc, locate) as Node)
}
