// The import rules `npm test` holds the code to (docs/architecture.md draws the layers).
// Run alone: npx depcruise src lake deploy dataset tests vite.config.ts

// Without a TypeScript parser dependency-cruiser reads no .ts file and finds no violation:
// fail loudly instead (TypeScript 7 has no compiler API, so the parser is @swc/core).
try {
  require('@swc/core').parseSync('const a: number = 1', { syntax: 'typescript' })
} catch (error) {
  throw new Error(`dependency-cruiser cannot read TypeScript without @swc/core: ${error}`)
}

/** The site's layers, top to bottom: a folder imports only the folders below its own layer. */
const LAYERS = [
  ['app', 'preview'], // the shell: routes, head, hydration, the desktop/mobile switch; the Studio's preview
  ['pages', 'chrome'],
  ['blocks', 'embeds'],
  ['media'],
  ['webgl'], // the WebGL stage and its start-up (desktop only)
  ['scroll'], // the scroll engine: engine/, input/, layout/, native/
  ['content'], // client, query, types, store, URLs
  ['lib'], // small helpers every layer uses
]

const folder = (names) => `^src/(${names.join('|')})/`

/** One rule per layer: nothing in it imports a layer above, or a sibling folder of its own. */
const layerRules = LAYERS.flatMap((names, i) => {
  const above = LAYERS.slice(0, i).flat()
  return names.map((name) => ({
    name: `layer-${name}`,
    comment: `src/${name}/ may import only the layers below it (${LAYERS.slice(i + 1)
      .flat()
      .join(', ')})`,
    severity: 'error',
    from: { path: folder([name]), pathNot: '\\.test\\.tsx?$' },
    to: { path: folder([...above, ...names.filter((n) => n !== name)]) },
  }))
})

/** Inside the scroll engine: the parts below the composition never import it, nor up. */
const scrollRules = [
  {
    name: 'scroll-engine-core',
    comment: 'scroll/engine/ is the core: it imports no other part of the scroll engine',
    severity: 'error',
    from: { path: '^src/scroll/engine/' },
    to: { path: '^src/scroll/(input|layout|native)/|^src/scroll/start-virtual-track' },
  },
  {
    name: 'scroll-parts',
    comment: 'input/, layout/ and native/ use the engine core, never the composition',
    severity: 'error',
    from: { path: '^src/scroll/(input|layout|native)/' },
    to: { path: '^src/scroll/start-virtual-track' },
  },
]

/**
 * Inside the lake (lake/README.md draws its rooms): storage knows no HTTP, the HTTP plumbing
 * and the GROQ engine know no route, and no route borrows from another. A route is a file
 * named `*-route.ts` or `*-routes.ts`; what two routes share lives in a module below them.
 */
const ROUTE = '^lake/.+-routes?\\.ts$'
const ROUTE_ROOMS = '^lake/(data-api|live|studio-api|cdn|site-services)/|^lake/(router|index)\\.ts$'
const lakeRules = [
  {
    name: 'lake-store-knows-no-http',
    comment:
      'lake/store/ imports nothing of the lake but itself and the logger: no http/, no route',
    severity: 'error',
    from: { path: '^lake/store/', pathNot: '\\.test\\.ts$' },
    to: { path: '^lake/', pathNot: '^lake/(store/|logger\\.ts$)' },
  },
  {
    name: 'lake-route-imports-no-route',
    comment: 'A route imports no other route: what two routes share goes to a lower module',
    severity: 'error',
    from: { path: ROUTE },
    to: { path: ROUTE },
  },
  {
    name: 'lake-services-not-data-api',
    comment: 'site-services/ and cdn/ stand beside the data API and never import it',
    severity: 'error',
    from: { path: '^lake/(site-services|cdn)/' },
    to: { path: '^lake/data-api/' },
  },
  {
    name: 'lake-engine-knows-no-route',
    comment: 'http/ (the plumbing) and query/ (the GROQ engine) import no route room',
    severity: 'error',
    from: { path: '^lake/(http|query)/', pathNot: '\\.test\\.ts$' },
    to: { path: ROUTE_ROOMS },
  },
  {
    name: 'lake-below-deploy',
    comment:
      'deploy/ uses the lake (prerender, the static-host preview); the lake never uses deploy/',
    severity: 'error',
    from: { path: '^lake/' },
    to: { path: '^deploy/' },
  },
]

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No two files import each other, directly or through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...scrollRules,
    ...lakeRules,
    {
      name: 'no-test-in-source',
      comment: 'Shipped code never imports a test, a test helper or the bench.',
      severity: 'error',
      from: { path: '^(src|lake|deploy|dataset)/', pathNot: '\\.test\\.tsx?$|^lake/http-tests/' },
      to: { path: '^tests/|\\.test\\.tsx?$|^lake/http-tests/' },
    },
    {
      name: 'site-stays-in-src',
      comment: 'The site imports no server, build or dataset code (lake/, deploy/, dataset/).',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(lake|deploy|dataset)/' },
    },
    {
      name: 'no-orphans',
      comment: 'A module nothing imports and that imports nothing is dead or misplaced.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '\\.d\\.ts$',
          '\\.(test|spec)\\.tsx?$',
          '(^|/)tsconfig\\.json$',
          '\\.(css|glsl|frag|vert)$',
          // Entry points: started by a script, a worker constructor or a config.
          '^src/main\\.tsx$',
          '^src/(webgl/start/gpu-warm-worker|content/live-worker)\\.ts$',
          '^lake/cli\\.ts$',
          '^tests/(run|typegen-fresh)\\.ts$',
          '^tests/node20-polyfills\\.mjs$', // loaded with node --import
          '^src/lib/use-sync-external-store\\.ts$', // an alias target (vite.config.ts)
          '^lake/site-services/embeds/', // scripts the lake serves as files
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*|\\.lake|studio/node_modules)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    skipAnalysisNotInRules: true,
  },
}
