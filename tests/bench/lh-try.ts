import { runLighthouse } from './lighthouse.ts'

const paths = process.argv.slice(3)
await runLighthouse(
  '/usr/bin/chromium',
  paths.map((p) => 'http://127.0.0.1:4611' + p),
  [process.argv[2] as 'mobile'],
  (url, preset, row) => console.log(preset, url, JSON.stringify(row)),
)
