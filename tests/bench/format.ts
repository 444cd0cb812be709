import { availableParallelism } from 'node:os'

/** How the bench prints its figures. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
export const ms = (value: number) => `${value.toFixed(2)} ms`
/** The lowest and highest of the values a median was taken of: `(0.35–0.43)`. */
export const range = (low: number, high: number) => `(${low.toFixed(2)}–${high.toFixed(2)})`
export const cores = (f: { coresAll: number; coresSoftwareGpu: number }) =>
  `${f.coresAll.toFixed(2)}/${f.coresSoftwareGpu.toFixed(2)} of ${availableParallelism()}`
