import { createClient } from '@sanity/client'
import { firstValueFrom, of } from 'rxjs'
import { resolveConfig, type Workspace } from 'sanity'
import config from '../sanity.config.ts'

/**
 * The Studio's workspace, resolved in Node with no login, as `sanity documents validate`
 * does: the auth state is stubbed, so nothing asks the network who the user is.
 */
export async function loadWorkspace(): Promise<Workspace> {
  const auth = {
    authenticated: false,
    currentUser: null,
    client: createClient({
      apiHost: 'http://localhost',
      apiVersion: '2025-02-01',
      projectId: 'unused',
      useCdn: false,
    }),
  }
  const workspaces = await firstValueFrom(
    resolveConfig({ ...config, basePath: '/', auth: { state: of(auth) } } as typeof config),
  )
  const workspace = workspaces[0]
  if (!workspace) throw new Error('sanity.config.ts resolved to no workspace')
  return workspace
}
