import { type Browser, test as base, type Page, type TestInfo } from '@playwright/test'
import { GL_SETTING } from '../../src/webgl/start/gl-choice.ts'

/**
 * The tests' Chromium draws WebGL in SwiftShader, where the site keeps the DOM images; canvas
 * specs store `?gl=force`'s visit setting before each page's scripts, so linked pages keep it
 * too. A test of the default judgement sets `glForce: false`.
 */
export const test = base.extend<{ glForce: boolean }>({
  glForce: [true, { option: true }],
  context: async ({ context, glForce }, use) => {
    if (glForce) {
      await context.addInitScript((key) => sessionStorage.setItem(key, 'force'), GL_SETTING)
    }
    await use(context)
  },
})

export { expect } from '@playwright/test'

/**
 * The smallest desktop the canvas runs at (1024 px and wider). Software WebGL and the
 * compositor draw every pixel on the CPU: specs whose point holds at any desktop size use it.
 */
export const GL_VIEWPORT = { width: 1024, height: 640 }

/**
 * A page of its own, with the canvas forced as in `test`, for tests in one describe that
 * share a visit (`test.describe.serial`): the page and context fixtures are per test.
 */
export async function forcedGlPage(browser: Browser, viewport = GL_VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ viewport })
  await context.addInitScript((key) => sessionStorage.setItem(key, 'force'), GL_SETTING)
  return context.newPage()
}

/**
 * For the beforeAll of a desktop-only group that opens its own page: skips the group, hook
 * included, on the mobile project (a describe's `test.skip` on `isMobile` skips its tests
 * but still runs its beforeAll).
 */
export function skipOnMobile(info: TestInfo): void {
  test.skip(info.project.use.isMobile === true, 'the canvas runs at 1024 px and wider only')
}
