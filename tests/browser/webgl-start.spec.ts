import type { Page } from '@playwright/test'
import { STAGE_PARAMETERS, UNUSED_EXTENSIONS } from '../../src/webgl/start/stage-context.ts'
import { expect, GL_VIEWPORT, test } from './stage-override.ts'
import { keepPageContexts, openVirtual, stageIdle } from './webgl.helpers.ts'

interface Read {
  name: string
  inFrame: boolean
}

/**
 * From the page's start: every link-status and log read of a program, and whether it came
 * in an animation frame (`__reads`). Each read waits on the GPU process; three.js's own check
 * read the status and three logs in the first frame that draws.
 */
async function watchProgramReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __reads: Read[] }
    w.__reads = []
    let inFrame = false
    const raf = window.requestAnimationFrame.bind(window)
    window.requestAnimationFrame = (cb) =>
      raf((t) => {
        inFrame = true
        try {
          cb(t)
        } finally {
          inFrame = false
        }
      })
    const proto = WebGL2RenderingContext.prototype as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >
    for (const name of ['getProgramParameter', 'getProgramInfoLog', 'getShaderInfoLog']) {
      const original = proto[name]
      proto[name] = function (this: WebGL2RenderingContext, ...args: unknown[]) {
        if (name !== 'getProgramParameter' || args[1] === this.LINK_STATUS)
          w.__reads.push({ name, inFrame })
        return original?.apply(this, args)
      }
    }
  })
}

/**
 * From the page's start: each read of the stage's setup parameters, and whether the Stage
 * chunk made it (`__params`); each extension enabled (`__enabled`).
 */
async function watchSetupCalls(page: Page): Promise<void> {
  await page.addInitScript(
    (watched) => {
      const w = window as unknown as {
        __params: { pname: number; byStage: boolean }[]
        __enabled: string[]
      }
      w.__params = []
      w.__enabled = []
      const proto = WebGL2RenderingContext.prototype
      const read = proto.getParameter
      proto.getParameter = function (this: WebGL2RenderingContext, pname: number) {
        if (watched.includes(pname)) {
          const byStage = /\/assets\/Stage-/.test(new Error().stack ?? '')
          w.__params.push({ pname, byStage })
        }
        return read.call(this, pname)
      }
      const enable = proto.getExtension as (this: WebGL2RenderingContext, name: string) => unknown
      ;(proto as unknown as { getExtension: typeof enable }).getExtension = function (name) {
        const extension = enable.call(this, name)
        if (extension) w.__enabled.push(name)
        return extension
      }
    },
    [...STAGE_PARAMETERS] as number[],
  )
}

test.describe('desktop WebGL track', () => {
  test.skip(({ isMobile }) => isMobile, 'the canvas runs at 1024 px and wider only')
  test.use({ viewport: GL_VIEWPORT })

  // One visit to /work, watched from its start, for both.
  test('a program that links is checked with one status read, outside the frames, and no log read; three.js starts with no round trip of its own: setup values read ahead, unused extensions left off', async ({
    page,
  }) => {
    await watchProgramReads(page)
    await watchSetupCalls(page)
    await openVirtual(page, '/work')
    await stageIdle(page)
    expect(await page.locator('.is-gl-drawn').count()).toBeGreaterThan(0)
    const calls = await page.evaluate(() => {
      const w = window as unknown as {
        __reads: Read[]
        __params: { pname: number; byStage: boolean }[]
        __enabled: string[]
      }
      return { reads: w.__reads, params: w.__params, enabled: w.__enabled }
    })
    await test.step('one link-status read, outside the frames', () => {
      expect(calls.reads).toEqual([{ name: 'getProgramParameter', inFrame: false }])
    })
    // The four reads come one per task while the stage readies (stage-context.ts), not from
    // the renderer's setup, and the extensions for render targets, float textures and clip
    // distances are never enabled.
    await test.step('setup values read ahead, unused extensions left off', () => {
      expect(calls.params).toEqual(STAGE_PARAMETERS.map((pname) => ({ pname, byStage: false })))
      const unused: readonly string[] = UNUSED_EXTENSIONS
      expect(calls.enabled.filter((name) => unused.includes(name))).toEqual([])
      // What the stage does use is enabled (the parallel compile, where there is one).
      expect(calls.enabled).toContain('EXT_texture_filter_anisotropic')
    })
  })

  test('the page makes one WebGL context: the support probe’s becomes the stage’s', async ({
    page,
  }) => {
    await keepPageContexts(page)
    await openVirtual(page, '/')
    await stageIdle(page)
    expect(await page.locator('.is-gl-drawn').count()).toBeGreaterThan(0)
    const canvases = await page.evaluate(() => {
      const list = (window as unknown as { __glCanvases: HTMLCanvasElement[] }).__glCanvases
      return {
        count: list.length,
        isStage: list[0] === document.querySelector('.webgl-stage canvas'),
      }
    })
    expect(canvases).toEqual({ count: 1, isStage: true })
  })
})

test.describe('mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile width only')

  test('at 390 px no WebGL or virtual-scroll chunk is ever requested', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (r) => requested.push(r.url()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/work')
    await page.waitForLoadState('networkidle')
    const scripts = requested.filter((u) => u.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    expect(
      scripts.filter((u) => /\/assets\/(Stage|desktop-mode|progress-line|webgl-support)-/.test(u)),
    ).toEqual([])
    // Whatever the chunks are called: none of the JavaScript it loaded holds three.js.
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text()
      expect(body.includes('isWebGLRenderer'), url).toBe(false)
    }
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('is-virtual')),
    ).toBe(false)
    expect(await page.locator('canvas').count()).toBe(0)
  })
})
