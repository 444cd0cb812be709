// @vitest-environment jsdom
// The embed scripts run in a browser, so these tests need a DOM; they talk to a real lake server.
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFixture, type Fixture } from './fixture.ts'
import { type RunningLake, startLake } from './running-lake.ts'

interface FormOptions {
  portalId: string
  formId: string
  target: string
  region?: string
  onFormReady?: (form: HTMLFormElement[]) => void
  onBeforeFormSubmit?: (form: HTMLFormElement[], values: { name: string; value: string }[]) => void
  onFormSubmit?: (form: HTMLFormElement[]) => void
  onFormSubmitted?: (form: HTMLFormElement[], data: { submissionValues: object }) => void
}
type EmbedWindow = Window & {
  Grnhse?: { Iframe: { load(): Promise<void> } }
  hbspt?: { forms: { create(options: FormOptions): void } }
}
const win = window as EmbedWindow

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

afterEach(() => {
  document.body.replaceChildren()
  delete win.Grnhse
  delete win.hbspt
  vi.restoreAllMocks()
})

/** Runs an embed as a <script src> would: `document.currentScript.src` names where it came from. */
function runEmbed(file: string, src: string): void {
  const here = dirname(fileURLToPath(import.meta.url))
  const source = readFileSync(join(here, '..', 'site-services', 'embeds', file), 'utf8')
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ src }) })
  try {
    new Function(source)()
  } finally {
    Reflect.deleteProperty(document, 'currentScript')
  }
}

const DEAD_ORIGIN = 'http://127.0.0.1:9'

describe('job board embed (Greenhouse convention)', () => {
  it('loads on window load and renders each opening as an accessible list item', async () => {
    document.body.innerHTML = '<div id="grnhse_app"></div>'
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    runEmbed('job-board.js', `${lake.url}/lake/job-board.js`)
    readyState.mockRestore()
    const ready = new Promise((resolve) =>
      window.addEventListener('grnhse:ready', resolve, { once: true }),
    )
    window.dispatchEvent(new Event('load'))
    await ready

    const app = document.getElementById('grnhse_app')
    expect(app?.dataset.state).toBe('ready')
    expect(app?.querySelector('h1, h2, h3, h4, h5, h6, iframe')).toBeNull()
    const items = app?.querySelectorAll('ul > li') ?? []
    expect(items).toHaveLength(2)
    const link = items[0]?.querySelector('a')
    expect(link?.textContent).toBe('Senior Designer')
    expect(link?.getAttribute('href')).toBe('https://jobs.example/apply/1')
    const text = items[0]?.textContent ?? ''
    for (const part of ['Design', 'New York', 'Full-time', 'Shape brands.'])
      expect(text).toContain(part)
  })

  it('does not duplicate the list when load() is called again, and fills a new #grnhse_app', async () => {
    document.body.innerHTML = '<div id="grnhse_app"></div>'
    runEmbed('job-board.js', `${lake.url}/lake/job-board.js`)
    await Promise.all([win.Grnhse?.Iframe.load(), win.Grnhse?.Iframe.load()])
    await win.Grnhse?.Iframe.load()
    expect(document.querySelectorAll('#grnhse_app ul')).toHaveLength(1)
    expect(document.querySelectorAll('#grnhse_app li')).toHaveLength(2)

    // A single-page app replaces the element on navigation and calls load() again.
    document.body.innerHTML = '<div id="grnhse_app"></div>'
    await win.Grnhse?.Iframe.load()
    expect(document.querySelectorAll('#grnhse_app li')).toHaveLength(2)
  })

  it('says how to apply when the openings cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = '<div id="grnhse_app"></div>'
    runEmbed('job-board.js', `${DEAD_ORIGIN}/lake/job-board.js`)
    await win.Grnhse?.Iframe.load()
    const app = document.getElementById('grnhse_app')
    expect(app?.dataset.state).toBe('error')
    expect(app?.textContent).toMatch(/^Openings could not be loaded\. Email careers@/)
    expect(error).toHaveBeenCalled()
  })
})

function createForm(origin: string, callbacks: Partial<FormOptions> = {}) {
  document.body.innerHTML = '<div id="contact-form"></div>'
  runEmbed('forms-v2.js', `${origin}/lake/forms/v2.js`)
  win.hbspt?.forms.create({
    region: 'na1',
    portalId: '4820177',
    formId: 'studio-contact',
    target: '#contact-form',
    ...callbacks,
  })
  const form = document.querySelector<HTMLFormElement>('#contact-form form.hs-form')
  if (!form) throw new Error('no form rendered')
  return form
}

function input(form: HTMLFormElement, name: string) {
  const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)
  if (!field) throw new Error(`no field named ${name}`)
  return field
}
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

describe('forms embed (HubSpot convention)', () => {
  it('renders labelled fields and hands the form to onFormReady', () => {
    const onFormReady = vi.fn()
    const form = createForm(lake.url, { onFormReady })
    const labels = ['First name', 'Last name', 'Email', 'Company', 'Message']
    const fields = [...form.querySelectorAll<HTMLInputElement>('.hs-input')]
    expect(
      fields.map((f) => form.querySelector(`label[for="${f.id}"]`)?.textContent?.replace('*', '')),
    ).toEqual(labels)
    expect(fields.map((f) => f.required)).toEqual([true, false, true, false, true])
    expect(input(form, 'email')?.getAttribute('type')).toBe('email')
    expect(input(form, 'message')?.tagName).toBe('TEXTAREA')
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Submit')
    expect(onFormReady).toHaveBeenCalledOnce()
    expect(onFormReady.mock.calls[0]?.[0][0]).toBe(form)
  })

  it('marks empty required fields invalid, describes the error and sends nothing', () => {
    const onFormSubmit = vi.fn()
    const form = createForm(lake.url, { onFormSubmit })
    input(form, 'email').value = 'not-an-email'
    submit(form)
    for (const name of ['firstname', 'email', 'message']) {
      const field = input(form, name)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      const message = document.getElementById(field.getAttribute('aria-describedby') ?? '')
      expect(message?.textContent).toMatch(/required|valid email/)
    }
    expect(input(form, 'lastname')?.hasAttribute('aria-invalid')).toBe(false)
    expect(document.activeElement).toBe(input(form, 'firstname'))
    expect(onFormSubmit).not.toHaveBeenCalled()
  })

  it('posts the values to the lake, thanks the visitor and reports each step', async () => {
    const onBeforeFormSubmit = vi.fn()
    const onFormSubmit = vi.fn()
    const submitted = new Promise<unknown>((resolve) => {
      const form = createForm(lake.url, {
        onBeforeFormSubmit,
        onFormSubmit,
        onFormSubmitted: (_form, data) => resolve(data),
      })
      input(form, 'firstname').value = 'Ada'
      input(form, 'email').value = 'ada@example.com'
      input(form, 'message').value = 'Hello there'
      submit(form)
    })
    expect(await submitted).toMatchObject({ submissionValues: { firstname: 'Ada' } })
    expect(onBeforeFormSubmit.mock.calls[0]?.[1]).toContainEqual({
      name: 'email',
      value: 'ada@example.com',
    })
    expect(onFormSubmit).toHaveBeenCalledOnce()
    expect(document.querySelector('form')).toBeNull()
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^Thanks/)

    const saved = JSON.parse(await readFile(join(fixture.stateDir, 'submissions.ndjson'), 'utf8'))
    expect(saved).toMatchObject({ portalId: '4820177', formId: 'studio-contact' })
    expect(saved.fields).toContainEqual({ name: 'message', value: 'Hello there' })
    expect(saved.context.pageUri).toBe(location.href)
  })

  // HubSpot's legacy embed: onFormSubmit as the request starts, onFormSubmitted only once the
  // provider accepted it; a refusal keeps the form and says so in its alert (the site reads both).
})

describe('forms embed (HubSpot convention), failures', () => {
  it.each([
    ['the network fails', null],
    ['the lake answers 500', 500],
    ['the lake answers 429', 429],
  ])('keeps the form and the typed values, and confirms nothing, when %s', async (_, status) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    if (status)
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        Response.json({ message: 'Refused' }, { status }),
      )
    const onFormSubmit = vi.fn()
    const onFormSubmitted = vi.fn()
    const form = createForm(status ? lake.url : DEAD_ORIGIN, { onFormSubmit, onFormSubmitted })
    input(form, 'firstname').value = 'Ada'
    input(form, 'email').value = 'ada@example.com'
    input(form, 'message').value = 'Hello'
    submit(form)
    expect(onFormSubmit).toHaveBeenCalledOnce()
    expect(form.getAttribute('aria-busy')).toBe('true')
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).not.toBe(''),
    )
    expect(document.querySelector('form')).toBe(form)
    expect(input(form, 'message')?.value).toBe('Hello')
    expect(form.querySelector('button')?.hasAttribute('aria-disabled')).toBe(false)
    expect(form.hasAttribute('aria-busy')).toBe(false)
    expect(onFormSubmitted).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalled()
  })
})
