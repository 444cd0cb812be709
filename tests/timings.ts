import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  type PlaywrightReport,
  specTable,
  specTimes,
  unitTimes,
  type VitestReport,
} from './timings-report.ts'

// `npm run test:timings [folder]`: where the last run's time went, from the JSON reports that
// `npm test` leaves in test-results/ (or `playwright test --reporter=json`'s output file).
// docs/testing.md keeps the table this prints.

const dir = resolve(process.argv[2] ?? 'test-results')
const reports = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, json: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown }))

const browser = reports.filter(
  (r): r is { name: string; json: PlaywrightReport } =>
    typeof r.json === 'object' && r.json !== null && 'suites' in r.json && 'stats' in r.json,
)
const unit = reports.filter(
  (r): r is { name: string; json: VitestReport } =>
    typeof r.json === 'object' && r.json !== null && 'testResults' in r.json,
)

for (const { name, json } of browser) {
  console.log(`\n## Browser specs (${name})\n`)
  console.log(specTable(specTimes(json), json.stats.duration))
}
for (const { name, json } of unit) {
  const { files, wallMs } = unitTimes(json, process.cwd())
  console.log(
    `\n## Unit tests (${name}): ${files.length} files, ${(wallMs / 1000).toFixed(1)} s wall`,
  )
  console.log('\n| slowest files | tests | s |\n| --- | ---: | ---: |')
  for (const f of files.slice(0, 10)) {
    console.log(`| ${f.file} | ${f.tests} | ${(f.ms / 1000).toFixed(1)} |`)
  }
}
if (browser.length + unit.length === 0)
  console.log(`No Playwright or Vitest JSON report in ${dir}.`)
