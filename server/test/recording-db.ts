import { statementText, type Db, type Queryable } from '../db/connection.js';

/**
 * The Db, writing down every statement run through it (in or out of a transaction): two requests
 * that must not be told apart (a known and an unknown address, a right and a wrong password) are
 * shown to do the same database work, without timing them.
 */
export function recording(db: Db, statements: string[]): Db {
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(statementText(sql));
      return q.query(sql, params);
    },
  });
  return { ...db, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}
