import type { Queryable } from '#db/db.ts';

/** Marks a point in the transaction that rollbackToSavepoint can return to. */
export async function savepoint(q: Queryable, name: string) {
  await q.query(`SAVEPOINT ${name}`);
}

/** Undoes what the transaction did since `savepoint(q, name)`, keeping what came before. */
export async function rollbackToSavepoint(q: Queryable, name: string) {
  await q.query(`ROLLBACK TO SAVEPOINT ${name}`);
}
