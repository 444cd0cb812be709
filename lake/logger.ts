/** Where the lake writes its request lines and errors: the console, Vite's logger, or a test's. */
export interface LakeLogger {
  info(message: string): void
  error(message: string, error?: unknown): void
}

export const consoleLogger: LakeLogger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
}

export const silentLogger: LakeLogger = { info() {}, error() {} }
