import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type autocannon from 'autocannon'
import { ENTRIES_QUERY } from '../../src/content/query.ts'

export type Kind = 'page' | 'asset' | 'image' | 'query' | 'feed'
export type MixRequest = autocannon.Request & { kind: Kind }

// The site's (src/content/settings.ts, which reads Vite's env and so cannot load here).
const API_VERSION = '2025-08-08'
/** What a browser that takes AVIF sends for a picture. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,*/*;q=0.8'
/** Pictures a visit loads: the first few on the page (the rest are lazy, below the fold). */
const IMAGES_PER_VISIT = 6

const LIVE_QUERY = `/v${API_VERSION}/data/query/production?query=${encodeURIComponent(ENTRIES_QUERY)}&returnQuery=false&perspective=published`

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') && entry.name !== '404.html' ? [path] : []
  })
}

const routeOf = (dist: string, file: string) =>
  `/${relative(dist, file).replace(/\.html$/, '')}`.replace(/^\/index$/, '/')

const unique = <T>(items: T[]) => [...new Set(items)]

/**
 * One visit to each prerendered route, as a browser with an empty cache makes it: the
 * page, the scripts and stylesheet it links, the first pictures it shows (their `src`),
 * and the live content query; every fifth visit also reads the social feed and the jobs.
 */
export function visitMix(dist: string): MixRequest[] {
  const requests: MixRequest[] = []
  htmlFiles(dist).forEach((file, index) => {
    const html = readFileSync(file, 'utf8')
    requests.push({ kind: 'page', method: 'GET', path: routeOf(dist, file) })
    for (const path of unique(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string),
    )) {
      requests.push({ kind: 'asset', method: 'GET', path })
    }
    const images = unique(
      [...html.matchAll(/<img src="(\/images\/[^"]+)"/g)].map((m) => m[1] as string),
    )
    for (const path of images.slice(0, IMAGES_PER_VISIT)) {
      const headers = { accept: IMAGE_ACCEPT }
      requests.push({ kind: 'image', method: 'GET', path: path.replaceAll('&amp;', '&'), headers })
    }
    requests.push({ kind: 'query', method: 'GET', path: LIVE_QUERY })
    if (index % 5 === 0) {
      requests.push({ kind: 'feed', method: 'GET', path: '/lake/social-feed.json' })
      requests.push({ kind: 'feed', method: 'GET', path: '/lake/jobs.json' })
    }
  })
  return requests
}

/** How many of each kind the mix holds, for the report. */
export function mixShares(requests: MixRequest[]): Record<Kind, string> {
  const counts = { page: 0, asset: 0, image: 0, query: 0, feed: 0 }
  for (const request of requests) counts[request.kind]++
  const share = (n: number) => `${n} (${((n / requests.length) * 100).toFixed(0)}%)`
  return {
    page: share(counts.page),
    asset: share(counts.asset),
    image: share(counts.image),
    query: share(counts.query),
    feed: share(counts.feed),
  }
}

export type Hostile = 'queries' | 'images' | 'both'

/** Hostile requests sent so far, in all phases: no two ask for the same thing. */
let n = 0

/**
 * What a hostile client sends beside the visitors, each request a new one so no cache
 * answers it: the cross join of issue 37 (a new slice each time), and pictures at widths
 * no page asks for, as PNG (a loop over widths: every one an encode).
 */
export function hostileMix(picture: string, kind: Hostile): autocannon.Request[] {
  const crossJoin = (i: number) =>
    `/v${API_VERSION}/data/query/production?query=${encodeURIComponent(`*[]{"a":*[]{"b":*[]{"c":*[]}}}[0...${i}]`)}`
  const image = (i: number) => `${picture}?w=${100 + (i % 1400)}&fm=png&q=${i % 100}`
  const setupRequest = (request: autocannon.Request): autocannon.Request => {
    n++
    const query = kind === 'queries' || (kind === 'both' && n % 2 === 0)
    return { ...request, path: query ? crossJoin(1000 + n) : image(n) }
  }
  return [{ method: 'GET', path: '/', setupRequest }]
}
