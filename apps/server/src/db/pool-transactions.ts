import { sql, type SQL } from 'drizzle-orm'
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import type { PgTransactionConfig } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Db } from './client'

type SessionInternals = {
  dialect: ConstructorParameters<typeof NodePgSession>[1]
  schema: ConstructorParameters<typeof NodePgSession>[2]
  options: ConstructorParameters<typeof NodePgSession>[3]
  transaction: (
    run: (tx: NodePgTransaction<never, never>) => Promise<unknown>,
    config?: PgTransactionConfig,
  ) => Promise<unknown>
}

type TransactionInternals = { getTransactionConfigSQL(config: PgTransactionConfig): SQL }

/**
 * Transactions on the pool that always give their connection back, and never a broken one. drizzle-orm
 * 0.45's node-postgres `transaction()` sends BEGIN before the try/finally that releases the connection
 * (drizzle-team/drizzle-orm#6241, open): a BEGIN that fails, as on a connection that died while idle (a
 * database restart, a dropped network path) or got no answer, kept that connection checked out for the
 * life of the process, and a few of them left the pool empty for good. It also handed a connection whose
 * ROLLBACK failed back to the pool as healthy, and threw the ROLLBACK's error instead of the failure. Here
 * the connection goes back in every case, and is discarded (released with the error) when BEGIN or
 * ROLLBACK failed; the caller gets the transaction's own error.
 */
export function releasePoolTransactions(db: Db, pool: pg.Pool): void {
  const session = (db as unknown as { session: SessionInternals }).session
  session.transaction = async (run, config) => {
    const client = await pool.connect()
    const tx = new NodePgTransaction(
      session.dialect,
      new NodePgSession(client, session.dialect, session.schema, session.options),
      session.schema,
    )
    try {
      await tx.execute(
        sql`begin${config ? sql` ${(tx as unknown as TransactionInternals).getTransactionConfigSQL(config)}` : undefined}`,
      )
    } catch (error) {
      client.release(error as Error)
      throw error
    }
    let broken: Error | undefined
    try {
      const result = await run(tx as never)
      await tx.execute(sql`commit`)
      return result
    } catch (error) {
      await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
        broken = rollbackError
      })
      throw error
    } finally {
      client.release(broken)
    }
  }
}
