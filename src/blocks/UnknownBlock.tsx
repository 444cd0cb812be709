import { useEffect } from 'react'
import { warnOnceInDev } from '../media/log-once.ts'

/** A block type the site does not know: nothing visible; one warning in development. */
export function UnknownBlock({ kind, type }: { kind: string; type: string }) {
  useEffect(
    () => warnOnceInDev(`block:${kind}:${type}`, `Unknown ${kind} block "${type}"`),
    [kind, type],
  )
  return null
}
