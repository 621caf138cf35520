/**
 * A delivered reward with a file (docs/operators.md#storage-buckets), with the official client
 * against the local Storage API: the admin uploads the file into the redemption's folder of the
 * private `reward-deliveries` bucket and fulfils the redemption with it; the learner whose
 * redemption it is downloads it by signed URL. Refused: another learner, an anonymous caller, a
 * learner uploading, a file of another redemption's folder or one never uploaded.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, callApi, closeDb, db } from '../support/clients';
import { waitForMail } from '../support/mail';
import { type Caller, expectError, newLearner, fileAdmin, fileAdminStorage } from './api-helpers';
import { expectBooksBalanced, grant } from './db-helpers';

const BUCKET = 'reward-deliveries';
let admin: Caller;
let adminStorage: SupabaseClient;
let learner: Caller;
let other: Caller;

const as = (caller: Caller | undefined, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller?.token, body });

beforeAll(async () => {
  [admin, learner, other] = await Promise.all([fileAdmin(), newLearner('Leads Learner'), newLearner('Other Learner')]);
  adminStorage = await fileAdminStorage();
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

async function redeemLeads(caller: Caller): Promise<number> {
  await grant(caller, 5);
  const redeemed = await as(caller, 'POST', `/api/users/${caller.id}/redeem-reward`, { rewardType: 'warm_leads' });
  expect(redeemed.json).toMatchObject({ redemption: { status: 'pending' } });
  return (redeemed.json?.redemption as { id: number }).id;
}

const csv = new TextEncoder().encode('name,phone\nAda,555-0100\n');

describe('delivered files', () => {
  it('the learner whose redemption it is downloads the file; another learner and anonymous callers are refused', async () => {
    const id = await redeemLeads(learner);
    const path = `${id}/${randomUUID().slice(0, 6)}-leads.csv`;

    // Before the admin attaches it, the learner cannot read it (nor can they upload one).
    expect((await adminStorage.storage.from(BUCKET).upload(path, csv, { contentType: 'text/csv' })).error).toBeNull();
    expect((await learner.client!.storage.from(BUCKET).download(path)).error).not.toBeNull();
    const learnerUpload = await learner.client!.storage.from(BUCKET).upload(`${id}/mine.csv`, csv, { contentType: 'text/csv' });
    expect(learnerUpload.error?.message).toMatch(/row-level security/);

    const fulfilled = await as(admin, 'POST', `/api/admin/fulfilments/${id}/fulfil`, { file: { path, name: 'Warm leads.csv' } });
    expect(fulfilled.json).toMatchObject({
      redemption: { status: 'fulfilled', delivery: null, deliveryFile: { path, name: 'Warm leads.csv' } },
      emailSent: true,
    });
    expect((await waitForMail(learner.email, 'Delivered: 10 Warm Leads')).text).toContain('A file comes with it: Warm leads.csv');

    const mine = (await as(learner, 'GET', `/api/users/${learner.id}/rewards`)).json as unknown as Array<Record<string, unknown>>;
    expect(mine.find((entry) => entry.id === id)).toMatchObject({ deliveryFile: { path, name: 'Warm leads.csv' } });

    const signed = await learner.client!.storage.from(BUCKET).createSignedUrl(path, 60, { download: 'Warm leads.csv' });
    expect(signed.error).toBeNull();
    const answer = await fetch(signed.data!.signedUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('Warm%20leads.csv');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(csv);
    const downloaded = await learner.client!.storage.from(BUCKET).download(path);
    expect(downloaded.error).toBeNull();

    // Another learner: no signature, no download, not listed.
    const otherSigned = await other.client!.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(otherSigned.error).not.toBeNull();
    expect((await other.client!.storage.from(BUCKET).download(path)).error).not.toBeNull();
    expect((await other.client!.storage.from(BUCKET).list(String(id))).data ?? []).toEqual([]);
    // Anonymous: neither reading nor uploading.
    const anon = anonClient();
    expect((await anon.storage.from(BUCKET).createSignedUrl(path, 60)).error).not.toBeNull();
    expect((await anon.storage.from(BUCKET).download(path)).error).not.toBeNull();
    expect((await anon.storage.from(BUCKET).upload(`${id}/anon.csv`, csv, { contentType: 'text/csv' })).error).not.toBeNull();
    // Nor may a learner remove it (the call "succeeds" with nothing removed, as hosted).
    await learner.client!.storage.from(BUCKET).remove([path]);
    expect((await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, path])).rowCount).toBe(1);
  });

  it('refuses a file of another redemption, one never uploaded, an upload into a pack redemption, and an empty delivery', async () => {
    const id = await redeemLeads(learner);
    const otherId = await redeemLeads(other);
    const othersFile = `${otherId}/${randomUUID().slice(0, 6)}-list.csv`;
    expect((await adminStorage.storage.from(BUCKET).upload(othersFile, csv, { contentType: 'text/csv' })).error).toBeNull();

    expectError(
      await as(admin, 'POST', `/api/admin/fulfilments/${id}/fulfil`, { file: { path: othersFile, name: 'x.csv' } }),
      400,
      /upload the delivered file/i,
    );
    expectError(
      await as(admin, 'POST', `/api/admin/fulfilments/${id}/fulfil`, { file: { path: `${id}/never.csv`, name: 'x.csv' } }),
      400,
      /upload the delivered file/i,
    );
    expectError(await as(admin, 'POST', `/api/admin/fulfilments/${id}/fulfil`, {}), 400, /describe what was delivered or attach/i);
    expectError(await as(learner, 'POST', `/api/admin/fulfilments/${id}/fulfil`, { file: { path: othersFile, name: 'x.csv' } }), 403, /administrators/);

    await grant(learner, 5);
    const pack = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: 'social_posts' });
    const packId = (pack.json?.redemption as { id: number }).id;
    const intoPack = await adminStorage.storage.from(BUCKET).upload(`${packId}/posts.csv`, csv, { contentType: 'text/csv' });
    expect(intoPack.error?.message).toMatch(/row-level security/);
    // A type the bucket does not take.
    const html = await adminStorage.storage.from(BUCKET).upload(`${id}/page.html`, new TextEncoder().encode('<p>x</p>'), { contentType: 'text/html' });
    expect(html.error).not.toBeNull();

    // Text and a file together.
    const mine = `${id}/${randomUUID().slice(0, 6)}-leads.pdf`;
    expect(
      (await adminStorage.storage.from(BUCKET).upload(mine, new TextEncoder().encode('%PDF-1.4 leads'), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const both = await as(admin, 'POST', `/api/admin/fulfilments/${id}/fulfil`, { delivery: 'Call them this week.', file: { path: mine, name: 'Leads.pdf' } });
    expect(both.json).toMatchObject({ redemption: { delivery: 'Call them this week.', deliveryFile: { path: mine, name: 'Leads.pdf' } } });
    await as(admin, 'POST', `/api/admin/fulfilments/${otherId}/refund`, { reason: 'Test cleanup' });
    // The refunded redemption's uploaded file stays unreadable to its learner.
    expect((await other.client!.storage.from(BUCKET).createSignedUrl(othersFile, 60)).error).not.toBeNull();
  });
});
