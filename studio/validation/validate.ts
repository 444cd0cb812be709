import { evaluate, parse } from 'groq-js'
import {
  type SanityDocument,
  type ValidationMarker,
  validateDocument,
  type Workspace,
} from 'sanity'

export interface DocumentReport {
  _id: string
  _type: string
  markers: ValidationMarker[]
}

/** Asset documents are Sanity's own, not the schema's: the CLI's validator skips them too. */
const isContentDocument = (doc: { _type?: unknown }) =>
  typeof doc._type === 'string' && !doc._type.startsWith('sanity.')

/**
 * The client custom validators get (Sanity's slug uniqueness check queries the dataset):
 * GROQ evaluated by groq-js over the documents at hand, so validation needs no network.
 */
function datasetClient(docs: readonly SanityDocument[]) {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const tree = parse(query, { params })
      return (await evaluate(tree, { dataset: docs, params })).get()
    },
  }
  return client
}

interface ValidateOptions {
  /** Which documents to validate; all of them are the dataset references and slugs see. */
  select?: (doc: SanityDocument) => boolean
  concurrency?: number
}

/** Runs Sanity's own document validation on the content documents of a dataset. */
export async function validateDataset(
  docs: readonly SanityDocument[],
  workspace: Workspace,
  { select = isContentDocument, concurrency = 8 }: ValidateOptions = {},
): Promise<DocumentReport[]> {
  const ids = new Set(docs.map((d) => d._id))
  const client = datasetClient(docs)
  const queue = docs.filter(select)
  const reports: DocumentReport[] = []
  const worker = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      const markers = await validateDocument({
        document: doc,
        workspace,
        environment: 'cli',
        getDocumentExists: async ({ id }) => ids.has(id),
        getClient: (() => client) as never,
      })
      reports.push({ _id: doc._id, _type: doc._type, markers })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return reports
}

/** One line per problem: `<_id> <path>: <message> (<level>)`. */
export function describeProblems(reports: readonly DocumentReport[]): string[] {
  return reports.flatMap((r) =>
    r.markers.map((m) => `${r._id} ${m.path.join('.') || '(document)'}: ${m.message} (${m.level})`),
  )
}
