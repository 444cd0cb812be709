import { Cursor } from './cursor/Cursor.tsx'
import { RotateOverlay } from './RotateOverlay.tsx'

/** The rotate-device overlay and the custom cursor, loaded late (late.ts). */
export function ChromeLayers() {
  return (
    <>
      <RotateOverlay />
      <Cursor />
    </>
  )
}
