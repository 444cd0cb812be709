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

/**
 * Flags for headless Chromium on a machine with no GPU and no internet: WebGL through
 * SwiftShader, and no background traffic to hosts the sandbox refuses.
 */
export const CHROMIUM_ARGS = [
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--no-sandbox',
]
