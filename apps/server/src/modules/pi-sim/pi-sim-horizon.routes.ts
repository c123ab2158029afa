// A fake Horizon (Stellar's blockchain API) holding the transactions of signed payments, so a
// server that double-checks a payment on chain has something to read. Answers Horizon's shapes.
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { toHorizonOperations, toHorizonTransaction } from './pi-sim.dto'
import { horizonBase, NOT_RATE_LIMITED, type SimContext } from './pi-sim.http'
import { TxidParams } from './pi-sim.schemas'

function notFound(reply: FastifyReply) {
  return reply.code(404).send({
    type: 'https://stellar.org/horizon-errors/not_found',
    title: 'Resource Missing',
    status: 404,
    detail: 'The resource at the url requested was not found.',
  })
}

export const piSimHorizonRoutes: FastifyPluginAsyncZod<SimContext> = async (app, { store, mountPath }) => {
  const signed = (txid: string) => {
    const payment = store.findByTxid(txid)
    return payment?.txid ? { ...payment, txid: payment.txid } : null
  }

  // A transaction and its operations: the same lookup, two of Horizon's views of it.
  const views = { '': toHorizonTransaction, '/operations': toHorizonOperations }
  for (const [suffix, view] of Object.entries(views)) {
    app.get(
      `/horizon/transactions/:txid${suffix}`,
      { config: NOT_RATE_LIMITED, schema: { params: TxidParams } },
      async (request, reply) => {
        const payment = signed(request.params.txid)
        return payment ? view(payment, horizonBase(request, mountPath)) : notFound(reply)
      },
    )
  }
}
