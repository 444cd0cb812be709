import { type ComponentProps, Suspense } from 'react'
import { VideoBlock } from '../../app/deferred.ts'

/** The video block, hydrated after the page has loaded (app/deferred.ts). */
export function LateVideoBlock(props: ComponentProps<typeof VideoBlock>) {
  return (
    <Suspense fallback={null}>
      <VideoBlock {...props} />
    </Suspense>
  )
}
