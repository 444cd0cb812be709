import { type ComponentProps, Suspense } from 'react'
import { VideoBlock } from './late.ts'

/** The video block, hydrated after the page has loaded (late.ts). */
export function LateVideoBlock(props: ComponentProps<typeof VideoBlock>) {
  return (
    <Suspense fallback={null}>
      <VideoBlock {...props} />
    </Suspense>
  )
}
