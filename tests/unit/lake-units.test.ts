// @vitest-environment node
import { parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { absolutize, jobsFromDocs, rewriteFeed } from '../../lake/feeds.ts'
import {
  accepts,
  chooseFormat,
  type ImageParams,
  parseImageParams,
  parseImagePath,
} from '../../lake/image-params.ts'
import { isPassthrough, planImage, planKey } from '../../lake/image-plan.ts'
import { parseNdjson } from '../../lake/ndjson.ts'
import { defaultPerspective, viewFor } from '../../lake/perspective.ts'
import { missingParams } from '../../lake/query.ts'
import { paramsFromSearch } from '../../lake/query-route.ts'
import { parseRange } from '../../lake/send-file.ts'

const parsedAsset = parseImagePath('/images/p/production/abc123-1200x800.jpg')
if (!parsedAsset) throw new Error('the fixture path must parse')
const asset = parsedAsset
const params = (query: string): ImageParams => parseImageParams(new URLSearchParams(query))
const plan = (query: string) => planImage(asset, params(query), 'jpeg')

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected)
  })

  it('is unsatisfiable past the end, and ignored when absent, multiple or malformed', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable')
    expect(parseRange(undefined, 1000)).toBeUndefined()
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeUndefined()
    expect(parseRange('items=0-1', 1000)).toBeUndefined()
    expect(parseRange('bytes=5-1', 1000)).toBeUndefined()
  })
})

describe('image paths and params', () => {
  it('reads hash, size and extension from the CDN path, with or without a vanity name', () => {
    expect(asset).toMatchObject({ dataset: 'production', hash: 'abc123', width: 1200, height: 800 })
    expect(parseImagePath('/images/p/d/abc-10x20.png/nice-name.png')?.fileName).toBe(
      'abc-10x20.png',
    )
    expect(parseImagePath('/images/p/d/../../etc/passwd')).toBeUndefined()
  })

  it('chooses AVIF, then WebP, for auto=format only when the Accept header allows it', () => {
    const auto = params('auto=format&fm=png')
    expect(chooseFormat(auto, 'jpeg', 'image/avif,image/webp,*/*')).toBe('avif')
    expect(chooseFormat(auto, 'jpeg', 'image/webp,*/*')).toBe('webp')
    expect(chooseFormat(auto, 'jpeg', 'image/avif;q=0,image/webp')).toBe('webp')
    expect(chooseFormat(auto, 'jpeg', '*/*')).toBe('png')
    expect(chooseFormat(params(''), 'jpeg', 'image/webp')).toBe('jpeg')
    expect(accepts(undefined, 'image/webp')).toBe(false)
  })
})

describe('planImage', () => {
  it('scales inside the box for clip, keeping the aspect ratio', () => {
    expect(plan('w=300')).toMatchObject({ width: 300, height: 200 })
    expect(plan('h=100')).toMatchObject({ width: 150, height: 100 })
    expect(plan('w=300&h=300')).toMatchObject({ width: 300, height: 200 })
  })

  it('never upscales: a larger request yields the original size, a larger box shrinks', () => {
    const big = plan('w=4000')
    expect([big.width, big.height, big.resize]).toEqual([1200, 800, undefined])
    expect(plan('w=2400&h=2400&fit=crop')).toMatchObject({ width: 800, height: 800 })
    // fill pads: the image itself stays at 1200x800 inside a box of the requested shape.
    expect(plan('w=3000&h=1000&fit=fill')).toMatchObject({ width: 2400, height: 800 })
  })

  it('crops, fills and scales to the exact box', () => {
    expect(plan('w=200&h=200&fit=crop').resize).toMatchObject({ fit: 'cover', position: 'centre' })
    expect(plan('w=200&h=200&fit=crop&crop=top,left').resize?.position).toBe('left top')
    expect(plan('w=200&h=200&fit=fill').resize).toMatchObject({ fit: 'contain', width: 200 })
    expect(plan('w=200&h=50&fit=scale').resize).toMatchObject({
      fit: 'fill',
      width: 200,
      height: 50,
    })
  })

  it('multiplies by dpr before clamping', () => {
    expect(plan('w=300&dpr=2')).toMatchObject({ width: 600, height: 400 })
    expect(plan('w=1000&dpr=3')).toMatchObject({ width: 1200, height: 800 })
  })

  it('cuts a rect first, then sizes relative to it', () => {
    const p = plan('rect=100,100,600,400&w=300')
    expect(p.extract).toEqual({ left: 100, top: 100, width: 600, height: 400 })
    expect(p).toMatchObject({ width: 300, height: 200 })
  })

  it('keeps a focal point inside a cover crop', () => {
    const p = plan('w=400&h=400&fit=crop&crop=focalpoint&fp-x=1&fp-y=0.5')
    expect(p.resize).toEqual({ width: 600, height: 400, fit: 'fill' })
    expect(p.extractAfter).toEqual({ left: 200, top: 0, width: 400, height: 400 })
  })

  it('passes the original through untouched, and keys equal plans equally', () => {
    expect(isPassthrough(plan(''), 'jpeg', params(''))).toBe(true)
    expect(isPassthrough(plan('q=50'), 'jpeg', params('q=50'))).toBe(false)
    expect(planKey(asset, plan('w=300&h=300'))).toBe(planKey(asset, plan('h=300&w=300')))
    expect(planKey(asset, plan('w=4000'))).toBe(planKey(asset, plan('w=1200')))
  })

  it('refuses invalid values', () => {
    expect(() => params('w=0')).toThrow(/"w"/)
    expect(() => params('fm=bmp')).toThrow(/"fm"/)
    expect(() => params('rect=1,2,3')).toThrow(/"rect"/)
    expect(() => params('bg=red')).toThrow(/"bg"/)
  })
})

describe('query helpers', () => {
  it('lists $params the query uses but the request lacks', () => {
    const tree = parse('*[_type == $type && slug.current == $slug]', { params: { type: 'x' } })
    expect(missingParams(tree, { type: 'x' })).toEqual(['slug'])
  })

  it('reads $name=<JSON> search params and refuses bad JSON', () => {
    const search = new URLSearchParams('query=*&$a="x"&$b=[1,2]&perspective=raw')
    expect(paramsFromSearch(search)).toEqual({ a: 'x', b: [1, 2] })
    expect(() => paramsFromSearch(new URLSearchParams('$a=unquoted'))).toThrow()
  })

  it('defaults to the published perspective from API 2025-02-19, raw before', () => {
    expect(defaultPerspective('2025-08-08')).toBe('published')
    expect(defaultPerspective('2021-10-21')).toBe('raw')
    expect(defaultPerspective('1')).toBe('raw')
  })

  it('overlays drafts on published documents under the published id', () => {
    const docs = [
      { _id: 'a', title: 'A' },
      { _id: 'drafts.a', title: 'A draft' },
      { _id: 'drafts.b', title: 'B draft' },
      { _id: 'versions.r1.a', title: 'A in a release' },
    ]
    expect(viewFor(docs, 'published').docs.map((d) => d._id)).toEqual(['a'])
    expect(viewFor(docs, 'raw').docs).toHaveLength(4)
    const drafts = viewFor(docs, 'drafts')
    expect(drafts.docs.map((d) => d.title)).toEqual(['A draft', 'B draft'])
    expect(drafts.byId.get('a')).toMatchObject({ _id: 'a', _originalId: 'drafts.a' })
  })

  it('parses NDJSON, reporting and skipping malformed lines', () => {
    const bad: number[] = []
    const docs = parseNdjson('{"_id":"a"}\n\nnot json\n[1]\n{"_id":"b"}\n', (line) =>
      bad.push(line),
    )
    expect(docs.map((d) => d._id)).toEqual(['a', 'b'])
    expect(bad).toEqual([3, 4])
  })
})

describe('feeds', () => {
  it('makes root-relative URLs absolute and leaves others alone', () => {
    expect(absolutize('/images/x.jpg', 'https://h.test')).toBe('https://h.test/images/x.jpg')
    expect(absolutize('//cdn.test/x.jpg', 'https://h.test')).toBe('//cdn.test/x.jpg')
    expect(absolutize('https://cdn.test/x.jpg', 'https://h.test')).toBe('https://cdn.test/x.jpg')
    expect(rewriteFeed({ not: 'an array' }, 'https://h.test')).toEqual([])
  })

  it('maps jobOpening documents and skips untitled ones', () => {
    const jobs = jobsFromDocs([
      { _id: 'j1', _type: 'jobOpening', title: 'Designer', department: 'Design' },
      { _id: 'j2', _type: 'jobOpening' },
      { _id: 't', _type: 'tag', title: 'Not a job' },
    ])
    expect(jobs).toEqual([
      {
        id: 'j1',
        title: 'Designer',
        department: 'Design',
        location: '',
        employmentType: '',
        summary: '',
        applyUrl: '',
      },
    ])
  })
})
