import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** The Chromium the browser tests drive: CHROMIUM_PATH, then Debian's, then Playwright's own. */
export async function findChromium(): Promise<string | null> {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null
  const system = CANDIDATES.find((p) => existsSync(p))
  if (system) return system
  try {
    const { chromium } = await import('playwright-core')
    const own = chromium.executablePath()
    return own && existsSync(own) ? own : null
  } catch {
    return null
  }
}

export const NO_CHROMIUM_MESSAGE = `No Chromium found for the browser tests. Get one of:
  - Debian/Ubuntu:        sudo apt-get install -y chromium
  - where downloads work: npx playwright install chromium
  - any Chromium/Chrome:  CHROMIUM_PATH=/path/to/chromium npm test`

/** WebGL through SwiftShader, whatever the machine's GPU: the same GL everywhere tests run. */
const SWIFTSHADER_ARGS = [
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]

/**
 * Chromium's own GL setup (no GL flag: what a visitor's browser picks), and no background
 * traffic to hosts the sandbox refuses.
 */
export const DEFAULT_GL_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--no-sandbox',
]

/** Flags for headless Chromium on a machine with no GPU and no internet: SwiftShader's WebGL. */
export const CHROMIUM_ARGS = [...SWIFTSHADER_ARGS, ...DEFAULT_GL_ARGS]
