/**
 * Why the store refused: its own reasons, which `http/store-errors.ts` answers with
 * Content Lake's statuses and shapes. The store itself knows nothing of HTTP.
 */
export type StoreErrorCode =
  /** The lake keeps no state directory: nothing can be written. */
  | 'readOnly'
  /** Another process holds the state directory's writer lock. */
  | 'writerElsewhere'
  /** A transaction id that is malformed. */
  | 'invalidTransaction'
  /** A transaction id already committed. */
  | 'transactionUsed'
  /** A mutation or action that is malformed: the transaction was not attempted. */
  | 'badMutation'
  /** A well-formed mutation that cannot apply: the whole transaction fails. */
  | 'mutationFailed'

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    /** For 'mutationFailed': which mutation (or action) and Content Lake's type for it. */
    readonly item?: { index: number; type: string },
  ) {
    super(message)
  }
}

/** A malformed request: the transaction is not attempted. */
export const badMutation = (description: string) => new StoreError('badMutation', description)

/** A transaction that cannot apply, naming the mutation that failed. */
export function mutationFailed(index: number, type: string, description: string): StoreError {
  return new StoreError('mutationFailed', description, { index, type })
}
