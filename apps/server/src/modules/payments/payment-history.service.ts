import type { Db } from '#src/db/client'
import { createPaymentHistoryRepository } from './payment-history.repository'
import { getMyPayment, listMyPayments, type PaymentHistoryDeps } from './use-cases/list-my-payments'

export { HistoryPageQuerySchema } from './use-cases/list-my-payments'

/** The block explorer of the app's network (config `PI_NETWORK`, `PI_EXPLORER_URL`). */
export type ExplorerConfig = { piNetwork: 'testnet' | 'mainnet'; piExplorerUrl: string }

export const explorerTransactionUrl = (config: ExplorerConfig, txid: string) =>
  `${config.piExplorerUrl}/${config.piNetwork}/transactions/${encodeURIComponent(txid)}`

/** The user's payment history and receipts: reads only, no Pi client needed. */
export function createPaymentHistoryService({ db, explorer }: { db: Db; explorer: ExplorerConfig }) {
  const deps: PaymentHistoryDeps = {
    history: createPaymentHistoryRepository(db),
    explorerUrl: (txid) => explorerTransactionUrl(explorer, txid),
  }
  return {
    list: (userId: number, query: Parameters<typeof listMyPayments>[2]) => listMyPayments(deps, userId, query),
    get: (userId: number, orderId: string) => getMyPayment(deps, userId, orderId),
  }
}
export type PaymentHistoryService = ReturnType<typeof createPaymentHistoryService>
