import type { LogoSpec } from '../art/marks.ts'
import type { AssetStore } from '../lib/assets.ts'

/** Twelve fictional clients; each logo is drawn, never borrowed. */
export const CLIENTS = [
  {
    id: 'harbor-pine',
    logo: { name: 'Harbor & Pine', symbol: 'leaf', family: 'DejaVu Serif', weight: 700 },
  },
  {
    id: 'northloop',
    logo: { name: 'Northloop Coffee', symbol: 'sun', family: 'DejaVu Sans', weight: 700 },
  },
  {
    id: 'vela',
    logo: {
      name: 'vela',
      symbol: 'spark',
      family: 'Liberation Sans Narrow',
      weight: 700,
      spacing: 2,
    },
  },
  {
    id: 'greywater',
    logo: {
      name: 'Greywater Hotels',
      symbol: 'stack',
      family: 'Liberation Serif',
      weight: 400,
      upper: true,
      spacing: 6,
    },
  },
  {
    id: 'meridian',
    logo: { name: 'Meridian Credit Union', symbol: 'ring', family: 'DejaVu Sans', weight: 400 },
  },
  {
    id: 'fieldhouse',
    logo: {
      name: 'Fieldhouse Brewing',
      symbol: 'notch',
      family: 'Liberation Sans Narrow',
      weight: 700,
      upper: true,
      spacing: 3,
    },
  },
  {
    id: 'lumen',
    logo: { name: 'Lumen Health', symbol: 'grid', family: 'DejaVu Sans', weight: 300 },
  },
  {
    id: 'copperline',
    logo: { name: 'Copperline Transit', symbol: 'wave', family: 'DejaVu Sans Mono', weight: 700 },
  },
  {
    id: 'lakeshore',
    logo: {
      name: 'Lakeshore Public Library',
      symbol: 'stack',
      family: 'DejaVu Serif',
      weight: 400,
      style: 'italic',
    },
  },
  {
    id: 'saguaro',
    logo: {
      name: 'Saguaro Film Festival',
      symbol: 'sun',
      family: 'Liberation Sans Narrow',
      weight: 700,
      upper: true,
      spacing: 2,
    },
  },
  {
    id: 'oakfield',
    logo: {
      name: 'Oakfield Museum of Art',
      symbol: 'leaf',
      family: 'Liberation Serif',
      weight: 400,
      style: 'italic',
    },
  },
  {
    id: 'tidewater',
    logo: {
      name: 'Tidewater Audio',
      symbol: 'wave',
      family: 'DejaVu Sans',
      weight: 700,
      spacing: 1,
    },
  },
] as const satisfies readonly { id: string; logo: LogoSpec }[]

export type ClientId = (typeof CLIENTS)[number]['id']

export const clientId = (id: ClientId) => `client-${id}`

export function clientName(id: ClientId): string {
  const client = CLIENTS.find((c) => c.id === id)
  if (!client) throw new Error(`unknown client ${id}`)
  return client.logo.name
}

export async function clientDocs(store: AssetStore) {
  const docs = []
  for (const client of CLIENTS) {
    const logo = await store.image({
      name: `logo-${client.id}`,
      size: [900, 360],
      spec: { kind: 'logo', logo: client.logo },
      subject: `${client.logo.name} logo`,
    })
    docs.push({
      _id: clientId(client.id),
      _type: 'clients',
      title: client.logo.name,
      name: client.logo.name,
      logo,
    })
  }
  return docs
}
