import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The comparison page of the benchmark, built on its own: `vite build --config` this file.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: process.env.OUT_DIR ?? fileURLToPath(new URL('../../../dist-drei', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
})
