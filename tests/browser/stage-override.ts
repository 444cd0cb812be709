import { test as base } from '@playwright/test'
import { GL_SETTING } from '../../src/webgl/start/gl-choice.ts'

/**
 * The tests' Chromium draws WebGL in SwiftShader, a software renderer, where the site keeps
 * the DOM images. The specs that test the canvas keep it as `?gl=force` does, with the
 * visit's setting stored before each page's scripts run, so pages reached by a link (which
 * drops the query) keep it too. A test of the default judgement sets `glForce: false`.
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
