// A query worker's entry point, in plain JavaScript so that Node starts it in any host
// (tsx, Vite's config loader, Vitest, Playwright): it teaches the thread TypeScript, then
// loads the worker itself.
import { setPriority } from 'node:os'
import { register } from 'tsx/esm/api'

// Queries yield the CPU to the server's own thread: on Linux a thread has a nice value of
// its own (elsewhere the call would lower the whole process, so it is not made there).
if (process.platform === 'linux') setPriority(10)
register()
await import('./worker.ts')
