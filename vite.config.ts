import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { lakePlugin } from './lake/plugin.ts'

// The embedded content lake runs inside Vite's dev and preview servers, so the
// site and its content share one origin with no account and no network.
export default defineConfig({
  plugins: [react(), lakePlugin()],
  server: { port: 5317 },
  preview: { port: 5317 },
  // OUT_DIR lets parallel test runs build and preview side by side.
  build: { target: 'es2022', sourcemap: false, outDir: process.env.OUT_DIR ?? 'dist' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
