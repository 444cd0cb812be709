// @vitest-environment node
import { type ClientConfig, ClientError, createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

// The lake as the site meets it: the real @sanity/client against the real middleware on a real port.
let fixture: Fixture
let lake: RunningLake

beforeAll(async () => {
  fixture = await createFixture()
  lake = await startLake(fixture)
})

afterAll(async () => {
  await lake?.close()
  await fixture?.cleanup()
})

const client = (extra: Partial<ClientConfig> = {}) =>
  createClient({
    projectId: 'studiodemo',
    dataset: 'production',
    apiVersion: '2025-08-08',
    useCdn: false,
    apiHost: lake.url,
    useProjectHostname: false,
    ...extra,
  })

const lastRequest = () => lake.requests[lake.requests.length - 1]

describe('query endpoint, through @sanity/client', () => {
  it('answers a GET query with params and resolves references', async () => {
    const result = await client().fetch(
      `*[_type == "workProject" && slug.current == $slug][0]{
        title, "tags": tags[]->title, "image": featureImage.asset->url
      }`,
      { slug: 'first' },
    )
    expect(result).toEqual({
      title: 'First project',
      tags: ['Brand', 'Film'],
      image: `https://cdn.sanity.io${fixture.photo.path}`,
    })
    expect(lastRequest()?.method).toBe('GET')
    expect(lastRequest()?.url).toContain('%24slug=%22first%22')
  })

  it('answers with the { ms, query, result } envelope', async () => {
    const query = 'count(*[_type == "tag"])'
    const response = await client().fetch(query, {}, { filterResponse: false })
    expect(response).toMatchObject({ query, result: 2 })
    expect(typeof response.ms).toBe('number')
  })

  it('hides drafts in the default (published) perspective and overlays them with perspective=drafts for the editor', async () => {
    const query = '*[_type == "workProject"] | order(order asc).title'
    expect(await client().fetch(query)).toEqual(['First project', 'Second project'])
    expect(
      await client({ perspective: 'drafts', token: lake.lake.editorToken }).fetch(query),
    ).toEqual(['First project (draft)', 'Second project'])
  })

  it('refuses the drafts and raw perspectives to a visitor, and gives an old API version published', async () => {
    const query = '*[_type == "workProject"] | order(order asc).title'
    for (const perspective of ['drafts', 'raw'] as const) {
      const refused = await client({ perspective })
        .fetch(query)
        .catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(ClientError)
      expect((refused as ClientError).statusCode).toBe(401)
    }
    expect(await client({ apiVersion: '2021-10-21' }).fetch(query)).toEqual([
      'First project',
      'Second project',
    ])
  })

  it('arrives as a POST when the URL would pass 11264 characters, and answers the same', async () => {
    const pad = 'x'.repeat(12_000)
    const result = await client().fetch(
      '*[_type == "workProject" && title != $pad] | order(order asc).title',
      { pad },
    )
    expect(result).toEqual(['First project', 'Second project'])
    expect(lastRequest()?.method).toBe('POST')
  })

  it('is retried by the client after 429, 502 and 503', async () => {
    const before = lake.requests.length
    lake.failNext([429, 502, 503])
    const result = await client({ retryDelay: () => 10 }).fetch('count(*[_type == "tag"])')
    expect(result).toBe(2)
    expect(lake.requests.length - before).toBe(4)
  })
})

describe('query endpoint, bad queries', () => {
  it('answers a bad query with 400 and Sanity’s queryParseError shape', async () => {
    const query = '*[_type == "event]'
    const response = await fetch(
      `${lake.url}/v2025-08-08/data/query/production?query=${encodeURIComponent(query)}`,
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = await response.json()
    expect(body).toEqual({
      error: {
        description: expect.any(String),
        type: 'queryParseError',
        query,
        start: expect.any(Number),
        end: expect.any(Number),
      },
    })
    expect(body.error.end).toBeGreaterThan(body.error.start)
  })

  it('makes the client reject a bad query with a ClientError of status 400', async () => {
    const error = await client()
      .fetch('*[_type == "event]')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientError)
    expect((error as ClientError).statusCode).toBe(400)
    expect((error as ClientError).message).toContain('GROQ query parse error')
  })

  it('refuses a query whose $param is not provided, as Sanity does', async () => {
    const error = await client()
      .fetch('*[_type == $type]')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientError)
    expect((error as ClientError).message).toContain('param $type referenced, but not provided')
  })
})

describe('query endpoint, bad requests', () => {
  it('answers 404 httpNotFound for a dataset that does not exist', async () => {
    const error = await client({ dataset: 'staging' })
      .fetch('*')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientError)
    expect((error as ClientError).statusCode).toBe(404)
    const response = await fetch(`${lake.url}/v2025-08-08/data/query/staging?query=*`)
    expect((await response.json()).error).toEqual({
      description: expect.stringContaining('Dataset "staging" not found'),
      type: 'httpNotFound',
    })
  })

  it('answers a malformed percent-encoding in the dataset with 400, not 500, and keeps serving', async () => {
    for (const dataset of ['%E0%A4%A', '%', 'prod%zz']) {
      const response = await fetch(`${lake.url}/v2025-08-08/data/query/${dataset}?query=*`)
      expect(response.status, dataset).toBe(400)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({
        error: {
          description: expect.stringContaining('Malformed dataset name'),
          type: 'httpBadRequest',
        },
      })
    }
    expect(await client().fetch('count(*[_type == "jobOpening"])')).toBe(2)
  })

  it('answers a malformed POST body with 400 and keeps serving', async () => {
    const response = await fetch(`${lake.url}/v2025-08-08/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.type).toBe('httpInvalidRequestBody')
    expect(await client().fetch('count(*[_type == "jobOpening"])')).toBe(2)
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${lake.url}/v2025-08-08/data/query/production?query=*`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-sanity-project-id',
      },
    })

  it('answers the preflight @sanity/client triggers on a site, for any origin and without credentials', async () => {
    const response = await preflight('http://site.test')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase()
    for (const name of ['x-sanity-project-id', 'authorization', 'content-type']) {
      expect(allowed).toContain(name)
    }
  })

  it('grants credentials to the Studio origin only, naming it', async () => {
    const response = await preflight('http://localhost:3333')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
    const other = await preflight('http://localhost:3334')
    expect(other.headers.get('access-control-allow-origin')).toBe('*')
    expect(other.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('puts the CORS headers on every lake answer, errors included', async () => {
    const headers = { origin: 'http://site.test' }
    for (const path of ['/v2025-08-08/data/query/production?query=*[', '/lake/jobs.json']) {
      const response = await fetch(`${lake.url}${path}`, { headers })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    }
  })

  it('passes paths it does not own to next()', async () => {
    const response = await fetch(`${lake.url}/about`)
    expect(await response.text()).toBe('not the lake')
  })
})
