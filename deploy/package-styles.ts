import type { Plugin } from 'vite'

// The injecting module's id: not ending in `.css`, or Vite's CSS plugin would take it for CSS.
const PREFIX = '\0package-style:'
const SUFFIX = '.inject.js'

/** A bare `.css` import (no `?inline`, `?url`…) from a module inside node_modules. */
const packageCss = (source: string, importer: string | undefined) =>
  importer?.includes('/node_modules/') === true && /\.css$/.test(source)

/**
 * CSS that a package imports itself (@sanity/ui's, which the Studio's preview overlays bring)
 * is added to the page by the chunk that imports it, when it runs. Vite would otherwise merge
 * it into the site's one stylesheet (`cssCodeSplit: false`), which every prerendered page
 * inlines: a visitor would download styles only the Presentation frame uses.
 */
export function packageStylesPlugin(): Plugin {
  return {
    name: 'package-styles',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!packageCss(source, importer)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved ? `${PREFIX}${resolved.id}${SUFFIX}` : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const file = JSON.stringify(`${id.slice(PREFIX.length, -SUFFIX.length)}?inline`)
      return [
        `import css from ${file}`,
        `const style = document.createElement('style')`,
        'style.textContent = css',
        'document.head.append(style)',
      ].join('\n')
    },
  }
}
