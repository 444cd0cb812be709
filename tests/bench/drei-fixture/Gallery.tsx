import { Image, Scroll, ScrollControls, useScroll } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useRef } from 'react'
import type { Group } from 'three'

export interface FixtureImage {
  url: string
  width: number
  height: number
}

/** Pictures as tall as half the viewport, 0.1 viewport heights apart, left to right. */
function layout(images: FixtureImage[], vh: number) {
  const h = vh * 0.5
  const gap = vh * 0.1
  let x = gap
  const placed = images.map((image) => {
    const w = (h * image.width) / image.height
    const at = { ...image, x: x + w / 2, w, h }
    x += w + gap
    return at
  })
  return { placed, length: x }
}

/** The drei way, as its docs show it: ScrollControls, Image planes and a Scroll html overlay. */
export function Gallery({ images }: { images: FixtureImage[] }) {
  const viewport = useThree((s) => s.viewport)
  const { placed, length } = layout(images, viewport.height)
  const pages = Math.max(1, length / viewport.width)
  return (
    <ScrollControls horizontal pages={pages} damping={0.1}>
      <Scroll>
        <Planes placed={placed} left={-viewport.width / 2} />
      </Scroll>
      <Scroll html>
        {placed.map((p, i) => (
          <p
            key={p.url}
            className="caption"
            style={{ left: `${((p.x - p.w / 2) / viewport.width) * 100}vw` }}
          >
            Project {i + 1}
          </p>
        ))}
      </Scroll>
    </ScrollControls>
  )
}

function Planes({ placed, left }: { placed: ReturnType<typeof layout>['placed']; left: number }) {
  const group = useRef<Group>(null)
  const scroll = useScroll()
  // drei's ScrollControls hands out the damped offset; a slight zoom on the moving row.
  useFrame(() => {
    if (group.current) group.current.position.z = -scroll.delta * 2
  })
  return (
    <group ref={group}>
      {placed.map((p) => (
        <Image key={p.url} url={p.url} position={[left + p.x, 0, 0]} scale={[p.w, p.h]} />
      ))}
    </group>
  )
}
