import { createHash } from 'node:crypto'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
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

/** The project edited: the demo's second by order. */
interface Edited {
  id: string
  title: string
  slug: string
  renamed: string
}

const draftOf = async (edited: Edited) =>
  (await lakeDocs(servers.site.lake, [`drafts.${edited.id}`]))[0]

async function pickProject(): Promise<Edited> {
  const [project] = await servers.site.lake.store
    .view('production', 'published')
    .then((view) => view?.docs.filter((d) => d._type === 'workProject' && d.order === 2) ?? [])
  const title = String(project?.title)
  return {
    id: String(project?._id),
    title,
    slug: String((project?.slug as { current?: string })?.current),
    renamed: `${title}, renamed in the Studio`,
  }
}

/** Opens the project and changes its title; publishes; the site's /work shows it, unbuilt. */
async function renameAndPublish(page: Page, visitor: Page, edited: Edited): Promise<void> {
  await openProject(page, STUDIO, edited.title)
  await titleInput(page).fill(edited.renamed)
  await expect.poll(async () => (await draftOf(edited))?.title, SLOW).toBe(edited.renamed)
  await publish(page)
  const [published, draft] = await lakeDocs(servers.site.lake, [edited.id, `drafts.${edited.id}`])
  expect(published?.title).toBe(edited.renamed)
  expect(draft).toBeUndefined()
  await visitor.goto(`${SITE}/work`)
  await expect(visitor.locator('main')).toContainText(edited.renamed, SLOW)
}

/** Uploads a picture into the project's Hero block; publishes; the project page shows it. */
async function uploadAndPublishHero(page: Page, visitor: Page, edited: Edited) {
  const picture = await newPicture()
  await uploadIntoHero(page, 'studio-test.jpg', picture.bytes)
  await expect.poll(async () => heroRef(await draftOf(edited)), SLOW).toBe(picture.id)
  await publish(page)
  expect(heroRef((await lakeDocs(servers.site.lake, [edited.id]))[0])).toBe(picture.id)
  await visitor.goto(`${SITE}/work/${edited.slug}`)
  const hero = visitor.locator(`img[src*="${picture.hash}"]`).first()
  await expect(hero).toBeAttached(SLOW)
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), SLOW)
    .toBeGreaterThan(0)
  return picture
}

/** Discards a draft: the published client comes back. */
async function discardADraft(page: Page, edited: Edited): Promise<void> {
  const client = await clientInput(page).inputValue()
  await clientInput(page).fill(`${client} (draft to discard)`)
  await expect
    .poll(async () => (await draftOf(edited))?.client, SLOW)
    .toBe(`${client} (draft to discard)`)
  await discardChanges(page)
  await expect.poll(async () => draftOf(edited), SLOW).toBeUndefined()
  await expect(clientInput(page)).toHaveValue(client, SLOW)
}

/** Restarts the lake: every edit is still there, in the lake, the Studio and the site. */
async function restartKeepsEverything(
  page: Page,
  visitor: Page,
  { edited, pictureId }: { edited: Edited; pictureId: string },
): Promise<void> {
  const ids = [edited.id, `drafts.${edited.id}`, pictureId]
  const before = await lakeDocs(servers.site.lake, ids)
  await servers.restartSite()
  expect(await lakeDocs(servers.site.lake, ids)).toEqual(before)
  await openStudioAfterRestart(page, edited.title)
  await visitor.goto(`${SITE}/work`)
  await expect(visitor.locator('main')).toContainText(edited.renamed, SLOW)
}

/** From now on: requests that leave the machine, page errors, and the visitor's requests. */
function watchRequests(page: Page, visitor: Page) {
  const offMachine: string[] = []
  const pageErrors: string[] = []
  const siteRequests: string[] = []
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
  visitor.on('request', (request) => siteRequests.push(`${request.method()} ${request.url()}`))
  return { offMachine, pageErrors, siteRequests, editCredentials }
}

/** The editor's round trip in the built Studio, and the site following it (a serial group). */
export function editorRoundTripTests(): void {
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
    const edited = await pickProject()
    const visitor = await context.newPage()
    const watched = watchRequests(page, visitor)
    // Signs in with the lake's token, as `npm run studio` does.
    await signIn(page, `${STUDIO}/structure`, servers.site.lake.editorToken)
    await test.step('rename and publish', () => renameAndPublish(page, visitor, edited))
    const picture = await test.step('upload into the Hero and publish', () =>
      uploadAndPublishHero(page, visitor, edited))
    await test.step('discard a draft', () => discardADraft(page, edited))
    await test.step('revert to the first revision', async () => {
      // A draft with the original title: the demo content.
      await revertToFirstRevision(page, edited.title)
      await expect.poll(async () => (await draftOf(edited))?.title, SLOW).toBe(edited.title)
    })
    await test.step('restart the lake', () =>
      restartKeepsEverything(page, visitor, { edited, pictureId: picture.id }))
    // Nothing left this machine, nothing failed in the page, and the site only read.
    expect(watched.offMachine).toEqual([])
    expect(watched.pageErrors).toEqual([])
    expect([...watched.editCredentials]).toEqual([`Bearer ${servers.site.lake.editorToken}`])
    const writes = watched.siteRequests.filter(
      (r) => !/^(GET|HEAD) /.test(r) || /perspective=(drafts|raw)/.test(r),
    )
    expect(writes).toEqual([])
  })

  test('deletes a never-published document; takes a phone photo upright, in the document and on the page', async ({
    page,
    context,
  }) => {
    await signIn(page, `${STUDIO}/structure`, servers.site.lake.editorToken)
    await test.step('delete a never-published project', () => deleteNeverPublished(page))
    await test.step('a phone photo, upright', () => phonePhotoUpright(page, context))
  })
}

/** A new project, never published, deleted as Studio 5 deletes it (version.discard). */
async function deleteNeverPublished(page: Page): Promise<void> {
  const title = `Never published ${Date.now()}`
  await createProject(page, STUDIO, title)
  await expect.poll(async () => (await draftTitled(title))?._id, SLOW).toMatch(/^drafts\./)
  const draftId = String((await draftTitled(title))?._id)
  await deleteDocument(page)
  const ids = [draftId, draftId.replace(/^drafts\./, '')]
  await expect.poll(() => lakeDocs(servers.site.lake, ids), SLOW).toEqual([undefined, undefined])
}

/** A phone's portrait into another project's Hero: upright in its id, metadata and page. */
async function phonePhotoUpright(page: Page, context: BrowserContext): Promise<void> {
  const lake = servers.site.lake
  const [project] = await lake.store
    .view('production', 'published')
    .then((view) => view?.docs.filter((d) => d._type === 'workProject' && d.order === 3) ?? [])
  const photo = await newPicture(6)
  await openProject(page, STUDIO, String(project?.title))
  await uploadIntoHero(page, 'phone.jpg', photo.bytes)
  const draft = `drafts.${project?._id}`
  await expect.poll(async () => heroRef((await lakeDocs(lake, [draft]))[0]), SLOW).toBe(photo.id)
  const [asset] = await lakeDocs(lake, [photo.id])
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
}

/** After the restart the Studio reconnects; reloaded, its draft is the one the revert made. */
async function openStudioAfterRestart(page: Page, title: string): Promise<void> {
  await page.reload()
  await page.getByRole('button', { name: 'Draft' }).first().click(SLOW)
  await expect(titleInput(page)).toHaveValue(title, SLOW)
  await expect(page.locator('[data-testid="action-publish"]')).toBeEnabled(SLOW)
}
