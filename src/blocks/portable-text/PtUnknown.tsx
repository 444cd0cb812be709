import type { PortableTextMarkComponentProps, UnknownNodeType } from '@portabletext/react'
import { useEffect } from 'react'
import { warnOnceInDev } from '../../media/log-once.ts'

/** An unknown Portable Text object type: nothing visible; one warning in development. */
export function PtUnknownType({ value }: { value: UnknownNodeType }) {
  const type = String(value?._type)
  useEffect(() => warnOnceInDev(`pt-type:${type}`, `Unknown Portable Text type "${type}"`), [type])
  return null
}

/** An unknown mark: the text stays, the mark adds nothing; one warning in development. */
export function PtUnknownMark({ markType, children }: PortableTextMarkComponentProps) {
  useEffect(
    () => warnOnceInDev(`pt-mark:${markType}`, `Unknown Portable Text mark "${markType}"`),
    [markType],
  )
  return <>{children}</>
}
