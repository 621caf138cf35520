/**
 * app.books_check(): the profiles whose balances differ from their ledger sums. It finds a drift
 * made behind the ledger's back (triggers switched off as the database owner), names the user with
 * both figures, and is not callable by the API roles.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '../support/clients';
import { createUser, expectBooksBalanced, failureOf, grant, sqlAs } from './db-helpers';

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('app.books_check()', () => {
  it('returns nothing when every balance equals its ledger sums', async () => {
    const user = await createUser();
    await grant(user, 12, 30);
    expect((await db().query('select * from app.books_check() where user_id = $1', [user.id])).rows).toEqual([]);
  });

  it('names a user whose balance was changed without a ledger row, with both figures', async () => {
    const user = await createUser();
    await grant(user, 7, 20);
    const client = await db().connect();
    try {
      await client.query('begin');
      // Only the owner can do this: the guard trigger refuses any balance change not posted by the ledger.
      await client.query(`set local session_replication_role = replica`);
      await client.query('update public.profiles set tokens = tokens + 100 where id = $1', [user.id]);
      const { rows } = await client.query('select * from app.books_check()');
      expect(rows).toEqual([{ user_id: user.id, tokens: 107, points: 20, ledger_tokens: '7', ledger_points: '20' }]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await db().query('select * from app.books_check() where user_id = $1', [user.id])).rows).toEqual([]);
  });

  it('is not executable by learners or anonymous callers', async () => {
    const user = await createUser();
    expect(await failureOf(sqlAs(user, 'select * from app.books_check()'))).toMatchObject({ code: '42501' });
    expect(await failureOf(sqlAs('anon', 'select * from app.books_check()'))).toMatchObject({ code: '42501' });
  });
});
