import { createHash } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import {
  type Doc,
  lakeDocs,
  openStudioServers,
  SITE,
  STUDIO,
  type StudioServers,
} from './studio-helpers.ts'
import {
  clientInput,
  createProject,
  deleteDocument,
  discardChanges,
  openProject,
  publish,
  revertToFirstRevision,
  signIn,
  titleInput,
  uploadIntoHero,
} from './studio-steps.ts'

// The real Studio (built by npm test) against the lake, as an editor on this machine uses
// it: no account, no network. Its own lake state, so the repo's .lake/ keeps no edit.

let servers: StudioServers
const SLOW = { timeout: 90_000 }

const heroRef = (doc: Doc | undefined) =>
  ((doc?.contentBlocks as { _type: string; image?: { asset?: { _ref?: string } } }[]) ?? []).find(
    (block) => block._type === 'blockHero',
  )?.image?.asset?._ref

/**
 * A picture nobody has uploaded before, stored 1600×900: its id names its content and its
 * upright size. `orientation: 6` makes it a phone's portrait, upright 900×1600.
 */
async function newPicture(orientation = 1) {
  const image = sharp({
    create: {
      width: 1600,
      height: 900,
      channels: 3,
      background: { r: 250, g: 90, b: Date.now() % 200 },
    },
  }).jpeg({ quality: 85 })
  const bytes = await (orientation === 1 ? image : image.withMetadata({ orientation })).toBuffer()
  const hash = createHash('sha1').update(bytes).digest('hex')
  const size = orientation >= 5 ? '900x1600' : '1600x900'
  return { bytes, hash, id: `image-${hash}-${size}-jpg` }
}

/** A work project's draft by its title, straight from the lake's store. */
async function draftTitled(title: string) {
  const view = await servers.site.lake.store.view('production', 'raw')
  return view?.docs.find((doc) => String(doc._id).startsWith('drafts.') && doc.title === title)
}

test.describe('the Studio on the embedded lake', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 })

  test.beforeAll(async ({ browserName }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' || browserName !== 'chromium')
    testInfo.setTimeout(900_000)
    servers = await openStudioServers('studio')
  })

  test.afterAll(async () => {
    await servers?.close()
  })

  test('edit, publish, upload, discard, revert; the site follows, and a restart keeps it all', async ({
    page,
    context,
  }) => {
    const [project] = await servers.site.lake.store
      .view('production', 'published')
      .then((view) => view?.docs.filter((d) => d._type === 'workProject' && d.order === 2) ?? [])
    const original = { id: String(project?._id), title: String(project?.title) }
    const slug = String((project?.slug as { current?: string })?.current)
    const renamed = `${original.title}, renamed in the Studio`
    const offMachine: string[] = []
    const pageErrors: string[] = []
    // What the Studio's edits and uploads sent as credentials: the token it was given.
    const editCredentials = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      const local = /^(localhost|.+\.localhost|127\.0\.0\.1)$/.test(url.hostname)
      // blob: and data: URLs are the page's own (the uploaded picture's preview).
      if (/^(https?|wss?):$/.test(url.protocol) && !local) offMachine.push(request.url())
      if (request.method() === 'POST' && /\/(data\/actions|assets\/images)\//.test(url.pathname)) {
        editCredentials.add(request.headers().authorization ?? 'none')
      }
    })
    page.on('pageerror', (error) => pageErrors.push(error.message))

    // Signs in with the lake's token, as `npm run studio` does; opens a work project and
    // changes its title; publishes.
    await signIn(page, `${STUDIO}/structure`, servers.site.lake.editorToken)
    await openProject(page, STUDIO, original.title)
    await titleInput(page).fill(renamed)
    await expect
      .poll(
        async () => (await lakeDocs(servers.site.lake, [`drafts.${original.id}`]))[0]?.title,
        SLOW,
      )
      .toBe(renamed)
    await publish(page)
    const [published, draft] = await lakeDocs(servers.site.lake, [
      original.id,
      `drafts.${original.id}`,
    ])
    expect(published?.title).toBe(renamed)
    expect(draft).toBeUndefined()

    // The site's /work shows it on the next visit, without a rebuild.
    const visitor = await context.newPage()
    const siteRequests: string[] = []
    visitor.on('request', (request) => siteRequests.push(`${request.method()} ${request.url()}`))
    await visitor.goto(`${SITE}/work`)
    await expect(visitor.locator('main')).toContainText(renamed, SLOW)

    // Uploads a picture into the project's Hero block; publishes; the project page shows it.
    const picture = await newPicture()
    await uploadIntoHero(page, 'studio-test.jpg', picture.bytes)
    await expect
      .poll(
        async () => heroRef((await lakeDocs(servers.site.lake, [`drafts.${original.id}`]))[0]),
        SLOW,
      )
      .toBe(picture.id)
    await publish(page)
    expect(heroRef((await lakeDocs(servers.site.lake, [original.id]))[0])).toBe(picture.id)
    await visitor.goto(`${SITE}/work/${slug}`)
    const hero = visitor.locator(`img[src*="${picture.hash}"]`).first()
    await expect(hero).toBeAttached(SLOW)
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), SLOW)
      .toBeGreaterThan(0)

    // Discards a draft: the published client comes back.
    const client = await clientInput(page).inputValue()
    await clientInput(page).fill(`${client} (draft to discard)`)
    await expect
      .poll(
        async () => (await lakeDocs(servers.site.lake, [`drafts.${original.id}`]))[0]?.client,
        SLOW,
      )
      .toBe(`${client} (draft to discard)`)
    await discardChanges(page)
    await expect
      .poll(async () => (await lakeDocs(servers.site.lake, [`drafts.${original.id}`]))[0], SLOW)
      .toBeUndefined()
    await expect(clientInput(page)).toHaveValue(client, SLOW)

    // Reverts to the first revision (the demo content): a draft with the original title.
    await revertToFirstRevision(page, original.title)
    await expect
      .poll(
        async () => (await lakeDocs(servers.site.lake, [`drafts.${original.id}`]))[0]?.title,
        SLOW,
      )
      .toBe(original.title)

    // Restarts the lake: every edit is still there, in the lake, the Studio and the site.
    const before = await lakeDocs(servers.site.lake, [
      original.id,
      `drafts.${original.id}`,
      picture.id,
    ])
    await servers.restartSite()
    expect(
      await lakeDocs(servers.site.lake, [original.id, `drafts.${original.id}`, picture.id]),
    ).toEqual(before)
    await openStudioAfterRestart(page, original.title)
    await visitor.goto(`${SITE}/work`)
    await expect(visitor.locator('main')).toContainText(renamed, SLOW)

    // Nothing left this machine, nothing failed in the page, and the site only read.
    expect(offMachine).toEqual([])
    expect(pageErrors).toEqual([])
    expect([...editCredentials]).toEqual([`Bearer ${servers.site.lake.editorToken}`])
    const writes = siteRequests.filter(
      (r) => !/^(GET|HEAD) /.test(r) || /perspective=(drafts|raw)/.test(r),
    )
    expect(writes).toEqual([])
  })

  test('deletes a never-published document; takes a phone photo upright, in the document and on the page', async ({
    page,
    context,
  }) => {
    const lake = () => servers.site.lake
    await signIn(page, `${STUDIO}/structure`, lake().editorToken)

    // A new project, never published, deleted as Studio 5.27 deletes it (version.discard).
    const title = `Never published ${Date.now()}`
    await createProject(page, STUDIO, title)
    await expect.poll(async () => (await draftTitled(title))?._id, SLOW).toMatch(/^drafts\./)
    const draftId = String((await draftTitled(title))?._id)
    await deleteDocument(page)
    const ids = [draftId, draftId.replace(/^drafts\./, '')]
    await expect.poll(() => lakeDocs(lake(), ids), SLOW).toEqual([undefined, undefined])

    // A phone's portrait into another project's Hero: upright in its id and metadata.
    const [project] = await lake()
      .store.view('production', 'published')
      .then((view) => view?.docs.filter((d) => d._type === 'workProject' && d.order === 3) ?? [])
    const photo = await newPicture(6)
    await openProject(page, STUDIO, String(project?.title))
    await uploadIntoHero(page, 'phone.jpg', photo.bytes)
    const draft = `drafts.${project?._id}`
    await expect
      .poll(async () => heroRef((await lakeDocs(lake(), [draft]))[0]), SLOW)
      .toBe(photo.id)
    const [asset] = await lakeDocs(lake(), [photo.id])
    expect((asset?.metadata as { dimensions?: unknown })?.dimensions).toMatchObject({
      width: 900,
      height: 1600,
    })
    await publish(page)

    // The project page shows it upright.
    const visitor = await context.newPage()
    await visitor.goto(`${SITE}/work/${(project?.slug as { current?: string })?.current}`)
    const hero = visitor.locator(`img[src*="${photo.hash}"]`).first()
    await expect(hero).toBeAttached(SLOW)
    const natural = () =>
      hero.evaluate((img: HTMLImageElement) =>
        img.complete ? [img.naturalWidth, img.naturalHeight] : [0, 0],
      )
    await expect.poll(async () => (await natural())[0], SLOW).toBeGreaterThan(0)
    const [width = 0, height = 0] = await natural()
    expect(height / width).toBeCloseTo(1600 / 900, 1)
  })
})

/** After the restart the Studio reconnects; reloaded, its draft is the one the revert made. */
async function openStudioAfterRestart(page: Page, title: string): Promise<void> {
  await page.reload()
  await page.getByRole('button', { name: 'Draft' }).first().click(SLOW)
  await expect(titleInput(page)).toHaveValue(title, SLOW)
  await expect(page.locator('[data-testid="action-publish"]')).toBeEnabled(SLOW)
}
