/**
 * True only in builds made with TEST_HOOKS=1 (the browser tests and the bench; vite.config.ts
 * defines it): the hooks they read (`window.__stage`, `window.__track`) and their code are
 * dropped from every other build.
 */
declare const __TEST_HOOKS__: boolean
