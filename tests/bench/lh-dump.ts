import { writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS } from '../chromium.ts'

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
const r = await lighthouse(process.argv[2]!, {
  port: chrome.port,
  logLevel: 'error',
  onlyCategories: ['performance'],
})
writeFileSync('/tmp/lhr.json', JSON.stringify(r!.lhr))
chrome.kill()
