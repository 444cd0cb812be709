import { readFileSync } from 'node:fs'
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node'

const PRAGMA = /@vitest-environment\s+([\w-]+)/

/** The environment a test file asks for in its first lines, else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1000)
  return PRAGMA.exec(head)?.[1] ?? spec.project.config.environment
}

/**
 * Vitest's own order (by project, longest first), with each project's files grouped by
 * environment: a worker that runs files without isolation is kept only for a next file of
 * its environment, so interleaved jsdom and node files would start a worker each.
 */
export class EnvironmentSequencer implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  private async base(): Promise<TestSequencer> {
    // Loaded here, not at the top: vite.config.ts imports this file for every build too.
    const { BaseSequencer } = await import('vitest/node')
    return new BaseSequencer(this.ctx)
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files)
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await this.base()).sort(files)
    // A group keeps the place of its first (longest) file in Vitest's order.
    const rank = new Map<string, number>()
    const keyed = sorted.map((spec, index) => {
      const group = `${spec.project.name}\u0000${environmentOf(spec)}`
      if (!rank.has(group)) rank.set(group, index)
      return { spec, index, group: rank.get(group) ?? index }
    })
    return keyed.sort((a, b) => a.group - b.group || a.index - b.index).map((k) => k.spec)
  }
}
