import { Canvas } from '@react-three/fiber'
import { Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { type FixtureImage, Gallery } from './Gallery.tsx'

declare global {
  interface Window {
    /** Set by the benchmark before the page's scripts: the same pictures as our /work. */
    __fixtureImages?: FixtureImage[]
  }
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <Canvas dpr={[1, 2]} camera={{ position: [0, 0, 5], fov: 50 }}>
      <Suspense fallback={null}>
        <Gallery images={window.__fixtureImages ?? []} />
      </Suspense>
    </Canvas>,
  )
}
