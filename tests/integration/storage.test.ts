/**
 * The local Storage API (local/storage) through the official client, `supabase.storage`, as the app
 * and an operator use it: buckets, upload, download, signed URLs (made and opened), public URLs,
 * list, remove. The course-materials bucket's policies (supabase/schemas/files.sql) are checked as
 * hosted Storage checks them, as the caller: admins write, learners read the files a public course
 * names (at their checked version: docs/materials.md#file-contents), a draft course's file stays
 * the admins', and an anonymous caller can neither upload nor read.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { anonClient, clientWithKey, closeDb, db, signUpUser, stack } from '../support/clients';
import { makeCourses } from './db-helpers';

const BUCKET = 'course-materials';
const pdf = () => new TextEncoder().encode(`%PDF-1.4\n% test ${randomUUID()}\n%%EOF\n`);

let admin: SupabaseClient;
let learner: SupabaseClient;
let courses: Awaited<ReturnType<typeof makeCourses>>;

beforeAll(async () => {
  admin = anonClient();
  const signIn = await admin.auth.signInWithPassword({ email: 'admin@moneytrain.local', password: 'admin-password' });
  expect(signIn.error).toBeNull();
  learner = (await signUpUser({ name: 'Storage Learner' })).client;
  courses = await makeCourses();
});

afterAll(closeDb);

/**
 * What the app does before a learner may read a file: the api checks its first bytes (recorded in
 * app.checked_files) and a material names it. Written here as the database owner; the check itself
 * is tested in file-contents.test.ts.
 */
async function publish(path: string): Promise<void> {
  await db().query(
    `insert into app.checked_files (bucket_id, name, version, mime_type)
     select bucket_id, name, version, metadata ->> 'mimetype' from storage.objects where bucket_id = $1 and name = $2`,
    [BUCKET, path],
  );
  await db().query(`insert into public.course_materials (course_id, title, storage_path) values (split_part($1, '/', 1)::bigint, 'Storage test file', $1)`, [
    path,
  ]);
}

const storageError = (error: unknown) => {
  const { status, statusCode, message } = error as { status?: number; statusCode?: string; message?: string };
  return { status, statusCode, message };
};

describe('course-materials bucket policies', () => {
  it('an admin uploads to a course folder; the row records type, size and owner; a learner downloads the file once the course names it', async () => {
    const bytes = pdf();
    const path = `${courses.publicCourse}/${randomUUID()}-guide.pdf`;
    const upload = await admin.storage.from(BUCKET).upload(path, bytes, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    expect(upload.data).toEqual({ path, id: expect.any(String), fullPath: `${BUCKET}/${path}` });

    const { rows } = await db().query('select metadata, owner from storage.objects where bucket_id = $1 and name = $2', [BUCKET, path]);
    expect(rows[0]).toMatchObject({ metadata: { mimetype: 'application/pdf', size: bytes.length } });
    expect(rows[0].owner).not.toBeNull();

    // An upload nothing names yet is the admins' only, even in a public course's folder.
    expect(storageError((await learner.storage.from(BUCKET).download(path)).error)).toMatchObject({ statusCode: '404' });
    await publish(path);

    const download = await learner.storage.from(BUCKET).download(path);
    expect(download.error).toBeNull();
    expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(bytes);
    expect(download.data!.type).toBe('application/pdf');
  });

  it('a learner is refused a draft course file: no download, no signed URL, not listed', async () => {
    const path = `${courses.draftCourse}/${randomUUID()}-draft.pdf`;
    expect((await admin.storage.from(BUCKET).upload(path, pdf(), { contentType: 'application/pdf' })).error).toBeNull();

    const download = await learner.storage.from(BUCKET).download(path);
    expect(download.data).toBeNull();
    expect(storageError(download.error)).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    const signed = await learner.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(signed.data).toBeNull();
    expect(storageError(signed.error)).toMatchObject({ statusCode: '404' });
    const list = await learner.storage.from(BUCKET).list(String(courses.draftCourse));
    expect(list.data).toEqual([]);

    // The admin sees it.
    expect((await admin.storage.from(BUCKET).list(String(courses.draftCourse))).data!.map((entry) => entry.name)).toContain(path.split('/')[1]);
  });

  it('an anonymous caller cannot upload, download or sign; a learner cannot upload, replace or remove', async () => {
    const path = `${courses.publicCourse}/${randomUUID()}-kept.pdf`;
    expect((await admin.storage.from(BUCKET).upload(path, pdf(), { contentType: 'application/pdf' })).error).toBeNull();
    const anon = anonClient();

    const anonUpload = await anon.storage.from(BUCKET).upload(`${courses.publicCourse}/anon.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(storageError(anonUpload.error)).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    expect(storageError((await anon.storage.from(BUCKET).download(path)).error)).toMatchObject({ statusCode: '404' });
    expect((await anon.storage.from(BUCKET).createSignedUrl(path, 60)).data).toBeNull();

    const learnerUpload = await learner.storage.from(BUCKET).upload(`${courses.publicCourse}/mine.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(storageError(learnerUpload.error)).toMatchObject({ statusCode: '403' });
    const replace = await learner.storage.from(BUCKET).upload(path, pdf(), { contentType: 'application/pdf', upsert: true });
    expect(replace.error).not.toBeNull();
    const removed = await learner.storage.from(BUCKET).remove([path]);
    expect(removed.data).toEqual([]);
    const still = await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, path]);
    expect(still.rowCount).toBe(1);
    const none = await db().query(`select count(*)::int as n from storage.objects where name in ($1, $2)`, [
      `${courses.publicCourse}/anon.pdf`,
      `${courses.publicCourse}/mine.pdf`,
    ]);
    expect(none.rows[0].n).toBe(0);
  });

  it('an admin cannot write outside a course folder; the bucket refuses a wrong type and a file over its limit', async () => {
    const outside = await admin.storage.from(BUCKET).upload(`not-a-course/${randomUUID()}.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(storageError(outside.error)).toMatchObject({ statusCode: '403' });
    const script = await admin.storage
      .from(BUCKET)
      .upload(`${courses.publicCourse}/x.html`, new TextEncoder().encode('<script>'), { contentType: 'text/html' });
    expect(storageError(script.error)).toMatchObject({ statusCode: '415', message: 'mime type text/html is not supported' });

    await db().query('update app.settings set material_max_bytes = 2048');
    try {
      const big = await admin.storage.from(BUCKET).upload(`${courses.publicCourse}/big.pdf`, new Uint8Array(4096), { contentType: 'application/pdf' });
      expect(storageError(big.error)).toMatchObject({ statusCode: '413' });
    } finally {
      await db().query('update app.settings set material_max_bytes = default');
    }
    const { rows } = await db().query(`select file_size_limit from storage.buckets where id = $1`, [BUCKET]);
    expect(Number(rows[0].file_size_limit)).toBe(25 * 1024 * 1024);
  });

  it('signed URLs: made for a visible file, opened without any key, refused when tampered with or for another file; download= sets an attachment', async () => {
    const path = `${courses.publicCourse}/${randomUUID()}-signed.pdf`;
    const bytes = pdf();
    expect((await admin.storage.from(BUCKET).upload(path, bytes, { contentType: 'application/pdf' })).error).toBeNull();
    await publish(path);
    const signed = await learner.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const url = signed.data!.signedUrl;
    expect(url.startsWith(`${stack().apiUrl}/storage/v1/object/sign/${BUCKET}/${path}?token=`)).toBe(true);

    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(bytes);

    const asDownload = await learner.storage.from(BUCKET).createSignedUrl(path, 60, { download: 'Guide.pdf' });
    const attachment = await fetch(asDownload.data!.signedUrl);
    expect(attachment.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''Guide.pdf`);

    const token = new URL(url).searchParams.get('token')!;
    const other = `${stack().apiUrl}/storage/v1/object/sign/${BUCKET}/${courses.draftCourse}/x.pdf?token=${token}`;
    expect((await (await fetch(other)).json()) as unknown).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    const tampered = await fetch(url.replace(/token=([^.]+)\.([^.]+)\./, 'token=$1.$2x.'));
    expect(tampered.status).toBe(400);

    const many = await learner.storage.from(BUCKET).createSignedUrls([path, `${courses.draftCourse}/missing.pdf`], 60);
    expect(many.data!.map((entry) => [entry.path, entry.error === null])).toEqual([
      [path, true],
      [`${courses.draftCourse}/missing.pdf`, false],
    ]);
  });

  it('list shows one level (folders and files); remove deletes the object and its bytes', async () => {
    const folder = `${courses.publicCourse}`;
    const name = `${randomUUID()}-list.pdf`;
    expect((await admin.storage.from(BUCKET).upload(`${folder}/${name}`, pdf(), { contentType: 'application/pdf' })).error).toBeNull();
    const top = await admin.storage.from(BUCKET).list();
    expect(top.data!.find((entry) => entry.name === folder)).toMatchObject({ id: null, metadata: null });
    const inside = await admin.storage.from(BUCKET).list(folder, { search: name.slice(0, 8) });
    expect(inside.data).toEqual([
      expect.objectContaining({ name, id: expect.any(String), metadata: expect.objectContaining({ mimetype: 'application/pdf' }) }),
    ]);

    const { rows } = await db().query<{ version: string }>('select version from storage.objects where bucket_id = $1 and name = $2', [
      BUCKET,
      `${folder}/${name}`,
    ]);
    const removed = await admin.storage.from(BUCKET).remove([`${folder}/${name}`]);
    expect(removed.data!.map((entry) => entry.name)).toEqual([`${folder}/${name}`]);
    expect(storageError((await admin.storage.from(BUCKET).download(`${folder}/${name}`)).error)).toMatchObject({ statusCode: '404' });
    const { existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { stackDir } = await import('../support/clients');
    expect(existsSync(join(stackDir(), 'storage', 'objects', rows[0]!.version))).toBe(false);
  });

  it('upsert replaces the bytes; a plain upload onto an existing name is a 409 Duplicate', async () => {
    const path = `${courses.publicCourse}/${randomUUID()}-v.txt`;
    const files = admin.storage.from(BUCKET);
    expect((await files.upload(path, new TextEncoder().encode('one'), { contentType: 'text/plain' })).error).toBeNull();
    expect(storageError((await files.upload(path, new TextEncoder().encode('two'), { contentType: 'text/plain' })).error)).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await files.upload(path, new Blob(['three'], { type: 'text/plain' }), { upsert: true })).error).toBeNull();
    expect(await (await files.download(path)).data!.text()).toBe('three');
  });
});

describe('buckets and public URLs (service role, as an operator)', () => {
  it('creates a public bucket, serves its files by public URL without a token, and deletes it once empty', async () => {
    const service = clientWithKey(stack().serviceRoleKey);
    const id = `test-public-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(id, { public: true, fileSizeLimit: '1MB' })).data).toEqual({ name: id });
    // Units are powers of ten, as storage-api reads them.
    expect((await service.storage.getBucket(id)).data).toMatchObject({ id, public: true, file_size_limit: 1_000_000 });
    expect((await service.storage.listBuckets()).data!.map((bucket) => bucket.id)).toEqual(expect.arrayContaining([id, BUCKET]));
    expect((await learner.storage.listBuckets()).data).toEqual([]);

    expect((await service.storage.from(id).upload('logo.txt', new TextEncoder().encode('hello'), { contentType: 'text/plain' })).error).toBeNull();
    const publicUrl = service.storage.from(id).getPublicUrl('logo.txt').data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello');
    // The private materials bucket has no public URLs.
    const privateUrl = service.storage.from(BUCKET).getPublicUrl(`${courses.publicCourse}/x.pdf`).data.publicUrl;
    expect(await (await fetch(privateUrl)).json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });

    expect(storageError((await service.storage.deleteBucket(id)).error)).toMatchObject({ statusCode: '409' });
    expect((await service.storage.emptyBucket(id)).data).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
    expect((await service.storage.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
    expect(storageError((await service.storage.getBucket(id)).error)).toMatchObject({ statusCode: '404' });
  });

  it('answers as storage-api: sizes in powers of ten with decimals, a partial update keeps the other fields', async () => {
    const service = clientWithKey(stack().serviceRoleKey);
    const id = `test-sizes-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(id, { public: false, fileSizeLimit: '20mb', allowedMimeTypes: ['text/plain'] })).error).toBeNull();
    expect((await service.storage.getBucket(id)).data).toMatchObject({ file_size_limit: 20_000_000, allowed_mime_types: ['text/plain'] });
    expect((await service.storage.updateBucket(id, { public: false, fileSizeLimit: '1.5mb' })).error).toBeNull();
    expect((await service.storage.getBucket(id)).data).toMatchObject({ file_size_limit: 1_500_000, allowed_mime_types: ['text/plain'] });
    expect((await service.storage.updateBucket(id, { public: true })).error).toBeNull();
    expect((await service.storage.getBucket(id)).data).toMatchObject({ public: true, file_size_limit: 1_500_000, allowed_mime_types: ['text/plain'] });
    expect(storageError((await service.storage.updateBucket(id, { public: true, fileSizeLimit: '20 MB' })).error)).toMatchObject({ statusCode: '400' });
    expect((await service.storage.deleteBucket(id)).error).toBeNull();
  });

  it("keeps an upload's content-type parameters (and checks them as storage-api), serves HTML as plain text, and answers info metadata {}", async () => {
    const service = clientWithKey(stack().serviceRoleKey);
    const id = `test-types-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(id, { public: true })).error).toBeNull();
    const files = service.storage.from(id);
    const text = new Blob(['plain words'], { type: 'text/plain;charset=utf-8' });
    expect((await files.upload('note.txt', text, { contentType: 'text/plain;charset=utf-8' })).error).toBeNull();
    const info = await files.info('note.txt');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ contentType: 'text/plain;charset=utf-8', metadata: {} });

    expect((await files.upload('page.html', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), { contentType: 'text/html' })).error).toBeNull();
    const served = await fetch(files.getPublicUrl('page.html').data.publicUrl);
    expect(served.headers.get('content-type')).toBe('text/plain');

    // A bucket that allows text/plain refuses it with a parameter, as storage-api's check does.
    const strict = `test-strict-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(strict, { public: false, allowedMimeTypes: ['text/plain'] })).error).toBeNull();
    const refused = await service.storage.from(strict).upload('a.txt', text, { contentType: 'text/plain;charset=utf-8' });
    expect(storageError(refused.error)).toMatchObject({ statusCode: '415' });

    for (const bucket of [id, strict]) {
      await service.storage.emptyBucket(bucket);
      expect((await service.storage.deleteBucket(bucket)).error).toBeNull();
    }
  });

  it("serves what was stored as storage-api does: the client's default type with its charset, the upload's cache-control, HTML as plain text however fetched", async () => {
    const service = clientWithKey(stack().serviceRoleKey);
    const id = `test-serve-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(id, { public: false })).error).toBeNull();
    const files = service.storage.from(id);

    // No contentType: supabase-js sends its default, text/plain;charset=UTF-8, kept whole.
    expect((await files.upload('default.txt', new TextEncoder().encode('words'))).error).toBeNull();
    expect((await files.info('default.txt')).data).toMatchObject({ contentType: 'text/plain;charset=UTF-8', cacheControl: 'max-age=3600' });
    expect((await files.download('default.txt')).data!.type).toBe('text/plain;charset=utf-8');

    // The app's own upload (web/src/lib/storage-files.ts): raw bytes with cache-control and x-upsert headers.
    const raw = await fetch(`${stack().apiUrl}/storage/v1/object/${id}/guide.pdf`, {
      method: 'POST',
      headers: {
        apikey: stack().serviceRoleKey,
        authorization: `Bearer ${stack().serviceRoleKey}`,
        'content-type': 'application/pdf',
        'cache-control': 'max-age=3600',
        'x-upsert': 'false',
      },
      body: pdf(),
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toMatchObject({ Key: `${id}/guide.pdf`, Id: expect.any(String) });
    const signedPdf = await fetch((await files.createSignedUrl('guide.pdf', 60)).data!.signedUrl);
    expect({ type: signedPdf.headers.get('content-type'), cache: signedPdf.headers.get('cache-control') }).toEqual({
      type: 'application/pdf',
      cache: 'max-age=3600',
    });

    // HTML never comes back as HTML: not by signed URL (how the app opens files), not by download.
    expect(
      (await files.upload('page.html', new TextEncoder().encode('<script>alert(1)</script>'), { contentType: 'text/html; charset=utf-8' })).error,
    ).toBeNull();
    expect((await files.info('page.html')).data).toMatchObject({ contentType: 'text/html; charset=utf-8' });
    const signedHtml = await fetch((await files.createSignedUrl('page.html', 60)).data!.signedUrl);
    expect(signedHtml.headers.get('content-type')).toBe('text/plain');
    expect((await files.download('page.html')).data!.type).toBe('text/plain');

    await service.storage.emptyBucket(id);
    expect((await service.storage.deleteBucket(id)).error).toBeNull();
  });

  it('refuses a caller without a valid token', async () => {
    const response = await fetch(`${stack().apiUrl}/storage/v1/object/${BUCKET}/${courses.publicCourse}/x.pdf`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
    const forged = await fetch(`${stack().apiUrl}/storage/v1/bucket`, { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(await forged.json()).toMatchObject({ code: 'InvalidJWT' });
  });
});

describe('byte ranges, as hosted Storage serves a seeked video', () => {
  // 1,000 bytes whose every position is known: byte i is i % 251, after the PDF signature (bytes
  // 0-4) the api checks before a material may name it.
  const bytes = Uint8Array.from({ length: 1000 }, (_, index) => (index < 5 ? '%PDF-'.charCodeAt(index) : index % 251));
  const slice = (start: number, end: number) => Array.from(bytes.slice(start, end + 1));

  it('a signed URL answers a Range with 206, Content-Range and the bytes asked for; 416 past the end; the whole file without one', async () => {
    const path = `${courses.publicCourse}/${randomUUID()}-range.pdf`;
    expect((await admin.storage.from(BUCKET).upload(path, bytes, { contentType: 'application/pdf' })).error).toBeNull();
    await publish(path);
    const url = (await learner.storage.from(BUCKET).createSignedUrl(path, 60)).data!.signedUrl;

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-range')).toBeNull();
    expect((await whole.arrayBuffer()).byteLength).toBe(1000);

    const middle = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(middle.headers.get('content-length')).toBe('100');
    expect(middle.headers.get('accept-ranges')).toBe('bytes');
    expect(middle.headers.get('content-type')).toBe('application/pdf');
    expect(Array.from(new Uint8Array(await middle.arrayBuffer()))).toEqual(slice(100, 199));

    const openEnd = await fetch(url, { headers: { Range: 'bytes=990-' } });
    expect([openEnd.status, openEnd.headers.get('content-range')]).toEqual([206, 'bytes 990-999/1000']);
    expect(Array.from(new Uint8Array(await openEnd.arrayBuffer()))).toEqual(slice(990, 999));

    const suffix = await fetch(url, { headers: { Range: 'bytes=-5' } });
    expect([suffix.status, suffix.headers.get('content-range')]).toEqual([206, 'bytes 995-999/1000']);
    expect(Array.from(new Uint8Array(await suffix.arrayBuffer()))).toEqual(slice(995, 999));

    const past = await fetch(url, { headers: { Range: 'bytes=1000-1100' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */1000');
    expect(await past.json()).toMatchObject({ statusCode: '416', code: 'InvalidRange' });

    // HEAD with a range says what a GET would send, without the bytes.
    const head = await fetch(url, { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
    expect([head.status, head.headers.get('content-range'), head.headers.get('content-length')]).toEqual([206, 'bytes 0-9/1000', '10']);

    // A range still needs a valid signature, and a learner still cannot read a draft course's file by range.
    expect((await fetch(url.replace(/token=([^.]+)\.([^.]+)\./, 'token=$1.$2x.'), { headers: { Range: 'bytes=0-9' } })).status).toBe(400);
  });

  it('the official client sends a Range through its global headers and gets only those bytes, as the caller may see them', async () => {
    const path = `${courses.publicCourse}/${randomUUID()}-client-range.pdf`;
    const draftPath = `${courses.draftCourse}/${randomUUID()}-client-range.pdf`;
    expect((await admin.storage.from(BUCKET).upload(path, bytes, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await admin.storage.from(BUCKET).upload(draftPath, bytes, { contentType: 'application/pdf' })).error).toBeNull();
    await publish(path);
    await publish(draftPath);
    const token = (await learner.auth.getSession()).data.session!.access_token;
    const ranged = createClient(stack().apiUrl, stack().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      global: { headers: { Range: 'bytes=10-19', Authorization: `Bearer ${token}` } },
    });
    const { data, error } = await ranged.storage.from(BUCKET).download(path);
    expect(error).toBeNull();
    expect(Array.from(new Uint8Array(await data!.arrayBuffer()))).toEqual(slice(10, 19));
    const refused = await ranged.storage.from(BUCKET).download(draftPath);
    expect(refused.data).toBeNull();
    expect(storageError(refused.error)).toMatchObject({ statusCode: '404' });
  });

  it('a public object answers ranges by its public URL', async () => {
    const service = clientWithKey(stack().serviceRoleKey);
    const id = `test-range-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(id, { public: true })).error).toBeNull();
    try {
      expect((await service.storage.from(id).upload('clip.webm', bytes, { contentType: 'video/webm' })).error).toBeNull();
      const publicUrl = service.storage.from(id).getPublicUrl('clip.webm').data.publicUrl;
      const part = await fetch(publicUrl, { headers: { Range: 'bytes=500-503' } });
      expect([part.status, part.headers.get('content-range'), part.headers.get('content-type')]).toEqual([206, 'bytes 500-503/1000', 'video/webm']);
      expect(Array.from(new Uint8Array(await part.arrayBuffer()))).toEqual(slice(500, 503));
      expect((await fetch(publicUrl, { headers: { Range: 'bytes=5000-' } })).status).toBe(416);
    } finally {
      await service.storage.emptyBucket(id);
      await service.storage.deleteBucket(id);
    }
  });
});
