import type { LakeLogger } from '../logger.ts'
import { JournalWriter } from '../store/journal.ts'
import { formError, type Submission } from './submission.ts'

/**
 * The submissions log: an NDJSON line each, fsynced before the visitor is thanked, so no
 * acknowledged one is lost (a torn line is cut at reopening). Past `maxBytes` submissions
 * get 507 and the page offers the address.
 */
export class SubmissionLog {
  private writer: JournalWriter | undefined
  private warned = false

  constructor(
    private readonly path: string,
    private readonly maxBytes: number,
    private readonly logger: LakeLogger,
  ) {}

  append(submission: Submission): void {
    const line = JSON.stringify({ receivedAt: new Date().toISOString(), ...submission })
    this.writer ??= new JournalWriter(this.path)
    if (this.writer.bytes + Buffer.byteLength(line) + 1 > this.maxBytes) {
      if (!this.warned) {
        this.logger.error(`lake: ${this.path} is full (${this.maxBytes} bytes): move it away`)
      }
      this.warned = true
      throw formError('Submissions cannot be stored at the moment.', 507)
    }
    this.writer.append(line)
  }
}
