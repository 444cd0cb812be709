import { test as base } from '@playwright/test'
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
