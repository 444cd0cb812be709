const seen = new Set<string>()

/** True the first time a key is seen in this page life. */
function first(key: string): boolean {
  if (seen.has(key)) return false
  seen.add(key)
  return true
}

/** console.error, once per key: a bad entry re-renders often but is reported once. */
export function errorOnce(key: string, ...args: unknown[]): void {
  if (first(`error:${key}`)) console.error(...args)
}

/** console.warn, once per key, only in development (visitors never see a warning). */
export function warnOnceInDev(key: string, ...args: unknown[]): void {
  if (import.meta.env.DEV && first(`warn:${key}`)) console.warn(...args)
}

/** For tests. */
export function resetLogOnce(): void {
  seen.clear()
}
