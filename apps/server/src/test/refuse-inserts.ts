import { sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'

/**
 * Makes the database itself refuse every insert into `table` (a trigger that raises) until the returned
 * function undoes it: a row that cannot be written, as when the database goes away mid-request, with the
 * rest of the request running for real.
 */
export async function refuseInserts(db: Db, table: string): Promise<() => Promise<void>> {
  const name = sql.raw(`refuse_inserts_${table}`)
  const target = sql.raw(`"${table.replaceAll('"', '""')}"`)
  await db.execute(
    sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'inserts refused'; end $$`,
  )
  await db.execute(sql`create trigger ${name} before insert on ${target} for each row execute function ${name}()`)
  return async () => {
    await db.execute(sql`drop trigger ${name} on ${target}`)
    await db.execute(sql`drop function ${name}()`)
  }
}
