/**
 * Calls of the official clients (supabase-js 2.119: storage-js, auth-js) that the local stand-ins
 * used to answer differently from hosted Supabase, each answered here as hosted's own servers answer
 * it (storage-api's routes and messages, GoTrue's verify.go, web3.go and admin roles), through the
 * client's own method. docs/architecture.md lists the stand-ins and what they leave out.
 */
import { randomUUID } from 'node:crypto';
import { AuthAdminApi, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../../local/keys';
import { anonClient, clientWithKey, closeDb, db, signUpUser, stack, stackDir, uniqueEmail } from '../support/clients';

let service: SupabaseClient;
let learner: SupabaseClient;
const buckets: string[] = [];

/** A private bucket of this file's own, removed afterwards. */
async function newBucket(label: string): Promise<string> {
  const id = `test-${label}-${randomUUID().slice(0, 8)}`;
  expect((await service.storage.createBucket(id, { public: false })).error).toBeNull();
  buckets.push(id);
  return id;
}

const text = (body: string) => new Blob([body], { type: 'text/plain' });

const failure = (error: unknown) => {
  const { status, statusCode, message, code } = error as { status?: number; statusCode?: string; message?: string; code?: string };
  return { status, statusCode, message, code };
};

beforeAll(async () => {
  service = clientWithKey(stack().secretKey);
  learner = (await signUpUser({ name: 'Client Parity Learner' })).client;
});

afterAll(async () => {
  for (const id of buckets) {
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  }
  await closeDb();
});

describe('Storage: buckets', () => {
  it("empties a bucket with storage-api's answer, and the files are gone", async () => {
    const id = await newBucket('empty');
    expect((await service.storage.from(id).upload('a/one.txt', text('one'))).error).toBeNull();
    expect((await service.storage.emptyBucket(id)).data).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
    expect((await service.storage.from(id).listV2()).data).toMatchObject({ objects: [], folders: [] });
    expect((await service.storage.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
    buckets.splice(buckets.indexOf(id), 1);
  });

  it("answers getBucket with storage-api's columns (no type) and listBuckets with the type", async () => {
    const id = await newBucket('get');
    const got = (await service.storage.getBucket(id)).data as Record<string, unknown> | null;
    expect(got).toMatchObject({ id, name: id, public: false, file_size_limit: null, allowed_mime_types: null });
    expect(Object.keys(got ?? {}).sort()).toEqual(['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'updated_at']);
    const listed = (await service.storage.listBuckets()).data?.find((bucket) => bucket.id === id);
    expect(listed).toMatchObject({ id, type: 'STANDARD' });
  });
});

describe('Storage: signed upload URLs', () => {
  it('createSignedUploadUrl then uploadToSignedUrl without a session stores the file; the token writes that object once', async () => {
    const id = await newBucket('signed-upload');
    const files = service.storage.from(id);
    const signed = await files.createSignedUploadUrl('inbox/report.txt');
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path: 'inbox/report.txt', token: expect.any(String) });
    expect(signed.data?.signedUrl).toContain(`/storage/v1/object/upload/sign/${id}/inbox/report.txt?token=`);

    // Whoever holds the URL uploads, signed in or not (here: the publishable key alone).
    const visitor = clientWithKey(stack().publishableKey).storage.from(id);
    const uploaded = await visitor.uploadToSignedUrl('inbox/report.txt', signed.data!.token, text('first'));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toEqual({ path: 'inbox/report.txt', fullPath: `${id}/inbox/report.txt` });
    expect(await (await files.download('inbox/report.txt')).data?.text()).toBe('first');

    // Without upsert the object cannot be written again with it; a token made with upsert can.
    expect(failure((await visitor.uploadToSignedUrl('inbox/report.txt', signed.data!.token, text('again'))).error)).toMatchObject({ statusCode: '409' });
    const upsert = await files.createSignedUploadUrl('inbox/report.txt', { upsert: true });
    expect((await visitor.uploadToSignedUrl('inbox/report.txt', upsert.data!.token, text('second'))).error).toBeNull();
    expect(await (await files.download('inbox/report.txt')).data?.text()).toBe('second');

    // The token is for that object only.
    expect(failure((await visitor.uploadToSignedUrl('inbox/other.txt', upsert.data!.token, text('x'))).error)).toMatchObject({
      statusCode: '400',
      message: 'Invalid signature',
    });
  });

  it('keeps download and upload tokens apart, as storage-api scopes them', async () => {
    const id = await newBucket('scopes');
    const files = service.storage.from(id);
    expect((await files.upload('doc.txt', text('read me'))).error).toBeNull();
    const download = await files.createSignedUrl('doc.txt', 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;
    expect(failure((await files.uploadToSignedUrl('doc.txt', downloadToken, text('overwrite'))).error)).toMatchObject({
      statusCode: '400',
      message: 'Token is not scoped for upload',
    });
    const upload = await files.createSignedUploadUrl('doc.txt', { upsert: true });
    const asDownload = await fetch(`${stack().apiUrl}/storage/v1/object/sign/${id}/doc.txt?token=${upload.data!.token}`);
    expect(await asDownload.json()).toMatchObject({ statusCode: '400', message: 'Token is not scoped for download' });
    expect(await (await files.download('doc.txt')).data?.text()).toBe('read me');
  });

  it('signs an upload URL only for a caller the policies let write there', async () => {
    const id = await newBucket('refused');
    const refused = await learner.storage.from(id).createSignedUploadUrl('mine.txt');
    expect(refused.data).toBeNull();
    expect(failure(refused.error)).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const { rows } = await db().query('select 1 from storage.objects where bucket_id = $1', [id]);
    expect(rows).toEqual([]);
  });
});

describe('Storage: listV2', () => {
  it('lists flat pages with a cursor, and one level with folders when asked for the delimiter', async () => {
    const id = await newBucket('list-v2');
    const files = service.storage.from(id);
    for (const name of ['a/1.txt', 'a/2.txt', 'a/b/3.txt', 'c.txt']) expect((await files.upload(name, text(name))).error).toBeNull();

    const first = await files.listV2({ limit: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ hasNext: true, folders: [] });
    expect(first.data!.objects.map((object) => object.name)).toEqual(['a/1.txt', 'a/2.txt']);
    expect(first.data!.objects[0]).toMatchObject({ id: expect.any(String), metadata: expect.objectContaining({ mimetype: 'text/plain' }) });
    const second = await files.listV2({ limit: 2, cursor: first.data!.nextCursor });
    expect(second.data).toMatchObject({ hasNext: false });
    expect(second.data!.objects.map((object) => object.name)).toEqual(['a/b/3.txt', 'c.txt']);

    const level = await files.listV2({ prefix: 'a/', with_delimiter: true });
    expect(level.data!.folders).toEqual([expect.objectContaining({ name: 'a/b/', key: 'b', id: null })]);
    expect(level.data!.objects.map((object) => [object.key, object.name])).toEqual([
      ['1.txt', 'a/1.txt'],
      ['2.txt', 'a/2.txt'],
    ]);
    const top = await files.listV2({ with_delimiter: true, sortBy: { column: 'name', order: 'desc' } });
    expect([...top.data!.folders, ...top.data!.objects].map((entry) => entry.name)).toEqual(['a/', 'c.txt']);

    // Read as the caller: the policies show a learner nothing of this bucket.
    expect((await learner.storage.from(id).listV2()).data).toEqual({ hasNext: false, folders: [], objects: [] });
  });
});

describe('Storage: its tables', () => {
  it('refuses a direct DELETE on storage.objects and storage.buckets, as hosted (only the Storage API deletes there)', async () => {
    for (const table of ['storage.objects', 'storage.buckets']) {
      await expect(db().query(`delete from ${table} where false`)).rejects.toMatchObject({
        code: '42501',
        message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      });
    }
  });
});

describe('Auth: phone codes and web3 with both off, as hosted answers', () => {
  it('verifyOtp with a phone checks the number, then finds no code (none is ever sent)', async () => {
    const sms = await anonClient().auth.verifyOtp({ phone: '+15555550123', token: '123456', type: 'sms' });
    expect(sms.data).toMatchObject({ user: null, session: null });
    expect(failure(sms.error)).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const change = await anonClient().auth.verifyOtp({ phone: '+15555550123', token: '123456', type: 'phone_change' });
    expect(failure(change.error)).toMatchObject({ status: 403, code: 'otp_expired' });
    const malformed = await anonClient().auth.verifyOtp({ phone: 'not a number', token: '123456', type: 'sms' });
    expect(failure(malformed.error)).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
    const hashed = await anonClient().auth.verifyOtp({ token_hash: 'abc', type: 'sms' });
    expect(failure(hashed.error)).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid email verification type' });
  });

  it('signInWithWeb3 is refused with web3_provider_disabled, for either chain', async () => {
    const ethereum = await anonClient().auth.signInWithWeb3({ chain: 'ethereum', message: 'example.com wants you to sign in', signature: '0x00' });
    expect(ethereum.data).toMatchObject({ user: null, session: null });
    expect(failure(ethereum.error)).toMatchObject({ status: 422, code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
    const solana = await anonClient().auth.signInWithWeb3({ chain: 'solana', message: 'example.com wants you to sign in', signature: new Uint8Array(64) });
    expect(failure(solana.error)).toMatchObject({ status: 422, code: 'web3_provider_disabled' });
  });
});

describe('Auth: the admin API for a supabase_admin token', () => {
  const adminApiWith = async (claims: Record<string, unknown>) => {
    const keys = await loadOrCreateKeys(stackDir(), `${stack().apiUrl}/auth/v1`);
    const token = await keys.sign(claims, 300);
    return new AuthAdminApi({ url: `${stack().apiUrl}/auth/v1`, headers: { apikey: stack().secretKey, Authorization: `Bearer ${token}` } });
  };

  it("admits it as GoTrue's default admin roles do; other roles get 403 not_admin", async () => {
    const asSupabaseAdmin = await adminApiWith({ sub: '1234567890', role: 'supabase_admin' });
    const email = uniqueEmail('supabase-admin-made');
    const created = await asSupabaseAdmin.createUser({ email, password: `pw-${randomUUID()}`, email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ email });
    const listed = await asSupabaseAdmin.listUsers({ page: 1, perPage: 1 });
    expect(listed.error).toBeNull();
    expect(listed.data.users).toHaveLength(1);
    expect((await asSupabaseAdmin.deleteUser(created.data.user!.id)).error).toBeNull();

    for (const role of ['authenticated', 'anon', 'postgres']) {
      const other = await (await adminApiWith({ sub: randomUUID(), role })).listUsers();
      expect(failure(other.error)).toMatchObject({ status: 403, code: 'not_admin' });
    }
  });
});
