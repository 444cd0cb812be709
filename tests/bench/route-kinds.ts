import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { STATIC_PATHS } from '../../deploy/routes.ts'

/**
 * One route of each kind in the build `dist`: the static ones, then one project and one
 * article page (each kind shares one template).
 */
export function routeKinds(dist: string): string[] {
  const first = (dir: string) => readdirSync(join(dist, dir))[0]?.replace(/\.html$/, '')
  return [...STATIC_PATHS, `/work/${first('work')}`, `/digest/${first('digest')}`]
}
