import type { StoreError } from '../store/errors.ts'
import { HttpError } from './errors.ts'

/** A store's refusal as Content Lake answers it: its status and its error shape. */
export function storeErrorAnswer(error: StoreError): HttpError {
  const { code, message: description } = error
  switch (code) {
    case 'readOnly':
      return new HttpError(405, { error: { type: 'httpMethodNotAllowed', description } })
    case 'writerElsewhere':
      return new HttpError(409, { error: { type: 'lakeWriterElsewhere', description } })
    case 'invalidTransaction':
      return new HttpError(400, { error: { type: 'invalidTransactionError', description } })
    case 'transactionUsed':
      return new HttpError(409, { error: { type: 'invalidTransactionError', description } })
    case 'badMutation':
      return new HttpError(400, { error: { description, type: 'mutationError' } })
    case 'mutationFailed':
      // 409, one item naming the mutation: the whole transaction failed.
      return new HttpError(409, {
        error: {
          description: `The mutation(s) failed: ${description}`,
          items: [{ error: { description, type: error.item?.type }, index: error.item?.index }],
          type: 'mutationError',
        },
      })
  }
}
