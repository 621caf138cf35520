/**
 * Files are what they say (docs/materials.md#file-contents), tried as an attacker would: through
 * the gateway, with the official Storage client and the api. Storage takes any bytes under an
 * allowed declared type; what the app names is refused unless its first bytes are that type
 * (HTML as video/mp4, text as application/pdf, a PNG declared image/jpeg), and a named file cannot
 * be replaced afterwards: an upsert, a remove-and-upload or a row update is refused, and bytes
 * that reach a named path anyway are never served to learners. Real MP4, WebM, PDF, PNG, JPEG,
 * WebP and GIF files (and Office, text and CSV) are accepted and served as checked; a course
 * video's WebVTT captions are checked, kept and served the same way.
 *
 * Its own admin (a fresh account made admin), learners, courses and redemptions; no global setting.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, clientWithKey, closeDb, db, signUpUser, stack } from '../support/clients';
import { DISGUISED_FILES, HTML_PAGE, type SampleFile, VALID_FILES } from '../support/sample-files';
import { type Caller, expectError, newLearner } from './api-helpers';
import { expectBooksBalanced, failureOf, grant, sqlAs } from './db-helpers';

const MATERIALS = 'course-materials';
const DELIVERIES = 'reward-deliveries';

let admin: Caller & { client: SupabaseClient };
let learner: Caller;
let service: SupabaseClient;

beforeAll(async () => {
  const signedUp = await signUpUser({ name: 'File Check Admin' });
  await db().query('update public.profiles set is_admin = true where id = $1', [signedUp.user.id]);
  admin = { id: signedUp.user.id, email: signedUp.email, token: signedUp.session.access_token, claims: {}, client: signedUp.client };
  learner = await newLearner('File Check Learner');
  service = clientWithKey(stack().serviceRoleKey);
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

const as = (caller: Caller, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller.token, body });
const adminSql = (text: string, values: unknown[] = []) => sqlAs({ id: admin.id, email: admin.email, claims: claimsOf(admin) }, text, values);
const claimsOf = (user: Caller) => ({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated' });

/** A published course (a new one is a draft, which learners cannot open: docs/product.md#content-manager). */
async function newCourse(title: string): Promise<number> {
  const created = await as(admin, 'POST', '/api/courses', {
    title: `${title} ${randomUUID().slice(0, 6)}`,
    description: 'Made by the file tests.',
    duration: 1,
    isPublic: true,
  });
  expect(created.status).toBe(201);
  return (created.json?.course as { id: number }).id;
}

/** Uploads `file` to `<folder>/<random>-<name>` as the admin, as the content manager does (x-upsert false). */
async function upload(bucket: string, folder: number, file: SampleFile): Promise<string> {
  const path = `${folder}/${randomUUID().slice(0, 8)}-${file.name}`;
  const { error } = await admin.client.storage.from(bucket).upload(path, file.bytes, { contentType: file.type });
  expect(error).toBeNull();
  return path;
}

/** What a learner gets for the file: its bytes by signed URL, or the refusal. */
async function learnerOpens(caller: Caller, bucket: string, path: string): Promise<Uint8Array | 'refused'> {
  const signed = await caller.client!.storage.from(bucket).createSignedUrl(path, 60);
  if (signed.error) return 'refused';
  const answer = await fetch(signed.data.signedUrl);
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

const captionsPathOf = async (course: number) =>
  (await db().query<{ captions_path: string | null }>('select captions_path from public.courses where id = $1', [course])).rows[0]?.captions_path;
const videoPathOf = async (course: number) =>
  (await db().query<{ video_path: string | null }>('select video_path from public.courses where id = $1', [course])).rows[0]?.video_path;
const objectVersion = async (bucket: string, path: string) =>
  (await db().query<{ version: string }>('select version from storage.objects where bucket_id = $1 and name = $2', [bucket, path])).rows[0]?.version;

async function manualRedemption(): Promise<number> {
  await grant(learner, 5);
  const redeemed = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: 'warm_leads' });
  expect(redeemed.json).toMatchObject({ redemption: { status: 'pending' } });
  return (redeemed.json?.redemption as { id: number }).id;
}

describe('real files are accepted and served as checked', () => {
  it('an MP4 and a WebM become the course video; a learner plays the very bytes checked', async () => {
    for (const file of [VALID_FILES.mp4!, VALID_FILES.webm!]) {
      const course = await newCourse('Real video');
      const path = await upload(MATERIALS, course, file);
      const set = await as(admin, 'PUT', `/api/courses/${course}`, { videoPath: path });
      expect(set.status, file.name).toBe(200);
      expect(await videoPathOf(course)).toBe(path);
      const checked = await db().query('select version, mime_type, before_checks from app.checked_files where bucket_id = $1 and name = $2', [MATERIALS, path]);
      expect(checked.rows).toEqual([{ version: await objectVersion(MATERIALS, path), mime_type: file.type, before_checks: false }]);
      expect(await learnerOpens(learner, MATERIALS, path)).toEqual(file.bytes);
    }
  });

  it('PDF, PNG, JPEG, WebP, GIF, Office, text and CSV files become materials a learner opens', async () => {
    const course = await newCourse('Real materials');
    for (const key of ['pdf', 'png', 'jpeg', 'webp', 'gif', 'docx', 'xls', 'txt', 'csv']) {
      const file = VALID_FILES[key]!;
      const path = await upload(MATERIALS, course, file);
      const added = await as(admin, 'POST', '/api/course-materials', { courseId: course, title: `The ${key}`, storagePath: path, fileName: file.name });
      expect(added.status, key).toBe(201);
      expect(added.json?.material, key).toMatchObject({ file: { path, mimeType: file.type, size: file.bytes.length } });
      expect(await learnerOpens(learner, MATERIALS, path), key).toEqual(file.bytes);
    }
  });
});

describe('disguised files are refused where they would be named', () => {
  it('HTML bytes uploaded as video/mp4 or video/webm never become the course video', async () => {
    const course = await newCourse('Disguised video');
    for (const [key, message] of [
      ['htmlAsMp4', 'This file says it is an MP4 video, but its contents are not: they look like a web page (HTML). Choose the original file.'],
      ['htmlAsWebm', 'This file says it is a WebM video, but its contents are not: they look like a web page (HTML). Choose the original file.'],
      ['webmAsMp4', 'This file says it is an MP4 video, but its contents are not: they look like a WebM video. Choose the original file.'],
    ] as const) {
      // Storage takes it: the bucket checks the declared type only, as hosted Storage does.
      const path = await upload(MATERIALS, course, DISGUISED_FILES[key]!);
      expectError(await as(admin, 'PUT', `/api/courses/${course}`, { videoPath: path }), 400, message);
      expect(await videoPathOf(course)).toBeNull();
      // Not named by anything: a learner cannot even sign it.
      expect(await learnerOpens(learner, MATERIALS, path)).toBe('refused');
    }
  });

  it('a text file as application/pdf and a PNG declared image/jpeg do not become materials', async () => {
    const course = await newCourse('Disguised materials');
    const text = await upload(MATERIALS, course, DISGUISED_FILES.textAsPdf!);
    expectError(
      await as(admin, 'POST', '/api/course-materials', { courseId: course, title: 'Guide', storagePath: text }),
      400,
      'This file says it is a PDF document, but its contents are not. Choose the original file.',
    );
    const png = await upload(MATERIALS, course, DISGUISED_FILES.pngAsJpeg!);
    expectError(
      await as(admin, 'POST', '/api/course-materials', { courseId: course, title: 'Photo', storagePath: png }),
      400,
      'This file says it is a JPEG image, but its contents are not: they look like a PNG image. Choose the original file.',
    );
    // Nor as the replacement of a real material's file.
    const real = await upload(MATERIALS, course, VALID_FILES.pdf!);
    const material = (await as(admin, 'POST', '/api/course-materials', { courseId: course, title: 'Real guide', storagePath: real })).json?.material as {
      id: number;
    };
    expectError(await as(admin, 'PUT', `/api/course-materials/${material.id}`, { storagePath: text }), 400, /not: they look like|contents are not/);
    const rows = await db().query<{ storage_path: string }>('select storage_path from public.course_materials where course_id = $1', [course]);
    expect(rows.rows).toEqual([{ storage_path: real }]);
  });

  it('a disguised delivered file is refused and the redemption stays pending', async () => {
    const redemption = await manualRedemption();
    const path = await upload(DELIVERIES, redemption, { name: 'leads.pdf', type: 'application/pdf', bytes: HTML_PAGE });
    expectError(
      await as(admin, 'POST', `/api/admin/fulfilments/${redemption}/fulfil`, { file: { path, name: 'Leads.pdf' } }),
      400,
      'This file says it is a PDF document, but its contents are not: they look like a web page (HTML). Choose the original file.',
    );
    expect((await db().query('select status, delivery_path from public.redemptions where id = $1', [redemption])).rows[0]).toEqual({
      status: 'pending',
      delivery_path: null,
    });
  });

  it('a learner cannot make the function read a file: 403 before anything is read or recorded', async () => {
    const course = await newCourse('Not yours');
    const path = await upload(MATERIALS, course, VALID_FILES.mp4!);
    expectError(await as(learner, 'PUT', `/api/courses/${course}`, { videoPath: path }), 403, /administrators/);
    expect((await db().query('select 1 from app.checked_files where name = $1', [path])).rowCount).toBe(0);
  });
});

describe('a named file cannot be swapped for other bytes', () => {
  it('upsert, a plain upload, remove-and-upload and a row update are all refused for a course video; the learner still gets the checked bytes', async () => {
    const course = await newCourse('Kept video');
    const path = await upload(MATERIALS, course, VALID_FILES.mp4!);
    expect((await as(admin, 'PUT', `/api/courses/${course}`, { videoPath: path })).status).toBe(200);
    const version = await objectVersion(MATERIALS, path);
    const bucket = admin.client.storage.from(MATERIALS);

    const upsert = await bucket.upload(path, HTML_PAGE, { contentType: 'video/mp4', upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const plain = await bucket.upload(path, HTML_PAGE, { contentType: 'video/mp4' });
    expect(plain.error).not.toBeNull();
    // Removing it "succeeds" with nothing removed (as hosted answers a policy that matches no row).
    expect((await bucket.remove([path])).data).toEqual([]);
    // Through SQL as the admin (what PostgREST on storage.objects would run): no row matches.
    const updated = await adminSql(
      `update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '"text/html"') where bucket_id = $1 and name = $2 returning 1`,
      [MATERIALS, path],
    );
    expect(updated).toEqual([]);

    expect(await objectVersion(MATERIALS, path)).toBe(version);
    expect(await learnerOpens(learner, MATERIALS, path)).toEqual(VALID_FILES.mp4!.bytes);

    // Once nothing names it, it is the admin's to replace or remove again (the api removes it).
    expect((await as(admin, 'PUT', `/api/courses/${course}`, { videoPath: null })).status).toBe(200);
    expect(await objectVersion(MATERIALS, path)).toBeUndefined();
  });

  it("a material's file and a delivered file are kept the same way", async () => {
    const course = await newCourse('Kept material');
    const pdf = await upload(MATERIALS, course, VALID_FILES.pdf!);
    expect((await as(admin, 'POST', '/api/course-materials', { courseId: course, title: 'Kept guide', storagePath: pdf })).status).toBe(201);
    const materialUpsert = await admin.client.storage
      .from(MATERIALS)
      .upload(pdf, new TextEncoder().encode('%PDF-1.4 other'), { contentType: 'application/pdf', upsert: true });
    expect(materialUpsert.error).toMatchObject({ statusCode: '403' });
    expect((await admin.client.storage.from(MATERIALS).remove([pdf])).data).toEqual([]);
    expect(await learnerOpens(learner, MATERIALS, pdf)).toEqual(VALID_FILES.pdf!.bytes);

    const redemption = await manualRedemption();
    const csv = await upload(DELIVERIES, redemption, VALID_FILES.csv!);
    expect((await as(admin, 'POST', `/api/admin/fulfilments/${redemption}/fulfil`, { file: { path: csv, name: 'Leads.csv' } })).status).toBe(200);
    const deliveryUpsert = await admin.client.storage.from(DELIVERIES).upload(csv, HTML_PAGE, { contentType: 'text/csv', upsert: true });
    expect(deliveryUpsert.error).toMatchObject({ statusCode: '403' });
    expect((await admin.client.storage.from(DELIVERIES).remove([csv])).data).toEqual([]);
    expect(await learnerOpens(learner, DELIVERIES, csv)).toEqual(VALID_FILES.csv!.bytes);
  });

  it('bytes that reach a named path anyway are never served to learners, and saving the path again checks them again', async () => {
    // Hosted Storage tests the upload's policy before the bytes go up and writes the row after, as
    // its own superuser: an upload that passed the test before the file was named can still land.
    // The service role stands in for that late write here.
    const course = await newCourse('Swapped video');
    const path = await upload(MATERIALS, course, VALID_FILES.webm!);
    expect((await as(admin, 'PUT', `/api/courses/${course}`, { videoPath: path })).status).toBe(200);
    expect(await learnerOpens(learner, MATERIALS, path)).toEqual(VALID_FILES.webm!.bytes);

    const swapped = await service.storage.from(MATERIALS).upload(path, HTML_PAGE, { contentType: 'video/webm', upsert: true });
    expect(swapped.error).toBeNull();
    expect(await learnerOpens(learner, MATERIALS, path)).toBe('refused');
    expect((await learner.client!.storage.from(MATERIALS).download(path)).error).toMatchObject({ statusCode: '404' });

    expectError(await as(admin, 'PUT', `/api/courses/${course}`, { videoPath: path }), 400, /WebM video, but its contents are not/);
    expect(await learnerOpens(learner, MATERIALS, path)).toBe('refused');
  });

  it('the database names a file only at the version the function checked', async () => {
    const course = await newCourse('Checked version');
    const admin_ = { id: admin.id, email: admin.email, claims: claimsOf(admin) };
    // Never checked (named straight through SQL, as PostgREST would let an admin try).
    const unchecked = await upload(MATERIALS, course, VALID_FILES.mp4!);
    expect(await failureOf(sqlAs(admin_, 'update public.courses set video_path = $1 where id = $2', [unchecked, course]))).toMatchObject({
      code: 'MT400',
      message: "The file's contents were not checked; upload it again",
    });
    // Checked, then replaced before it was named (the path was not named yet, so the upsert is allowed).
    const path = await upload(MATERIALS, course, VALID_FILES.mp4!);
    await db().query(
      `insert into app.checked_files (bucket_id, name, version, mime_type) select bucket_id, name, version, 'video/mp4' from storage.objects where bucket_id = $1 and name = $2`,
      [MATERIALS, path],
    );
    expect((await admin.client.storage.from(MATERIALS).upload(path, HTML_PAGE, { contentType: 'video/mp4', upsert: true })).error).toBeNull();
    expect(await failureOf(sqlAs(admin_, 'update public.courses set video_path = $1 where id = $2', [path, course]))).toMatchObject({
      code: 'MT400',
      message: 'The file was replaced after its contents were checked; upload it again',
    });
    expect(await videoPathOf(course)).toBeNull();
    // A learner's SQL session can neither read nor write the record of checks.
    const learner_ = { id: learner.id, email: learner.email, claims: claimsOf(learner) };
    expect((await failureOf(sqlAs(learner_, 'select * from app.checked_files'))).code).toBe('42501');
    expect((await failureOf(sqlAs(admin_, `insert into app.checked_files (bucket_id, name, version, mime_type) values ('x', 'y', 'z', 'w')`))).code).toBe(
      '42501',
    );
  });
});

describe("a course video's captions are checked, kept and served like the video", () => {
  /** A course whose video is a real WebM, named through the api. */
  async function courseWithVideo(title: string): Promise<number> {
    const course = await newCourse(title);
    const video = await upload(MATERIALS, course, VALID_FILES.webm!);
    expect((await as(admin, 'PUT', `/api/courses/${course}`, { videoPath: video })).status).toBe(200);
    return course;
  }

  it('a real WebVTT file becomes the captions at its checked version; a learner reads the very bytes checked', async () => {
    const course = await courseWithVideo('Real captions');
    const path = await upload(MATERIALS, course, VALID_FILES.vtt!);
    expect((await as(admin, 'PUT', `/api/courses/${course}`, { captionsPath: path })).status).toBe(200);
    expect(await captionsPathOf(course)).toBe(path);
    const checked = await db().query('select version, mime_type, before_checks from app.checked_files where bucket_id = $1 and name = $2', [MATERIALS, path]);
    expect(checked.rows).toEqual([{ version: await objectVersion(MATERIALS, path), mime_type: 'text/vtt', before_checks: false }]);
    expect(await learnerOpens(learner, MATERIALS, path)).toEqual(VALID_FILES.vtt!.bytes);
    // With a byte-order mark before WEBVTT too.
    const bom = await upload(MATERIALS, course, { name: 'bom.vtt', type: 'text/vtt', bytes: new Uint8Array([0xef, 0xbb, 0xbf, ...VALID_FILES.vtt!.bytes]) });
    expect((await as(admin, 'PUT', `/api/courses/${course}`, { captionsPath: bom })).status).toBe(200);
  });

  it('a web page or text uploaded as text/vtt never becomes the captions, and a learner cannot open it', async () => {
    const course = await courseWithVideo('Disguised captions');
    for (const [file, message] of [
      [
        DISGUISED_FILES.htmlAsVtt!,
        'This file says it is a WebVTT captions file, but its contents are not: they look like a web page (HTML). Choose the original file.',
      ],
      [
        { name: 'lesson.vtt', type: 'text/vtt', bytes: new TextEncoder().encode('1\n00:00:00,000 --> 00:00:01,000\nHi\n') },
        'This file says it is a WebVTT captions file, but its contents are not. Choose the original file.',
      ],
    ] as const) {
      const path = await upload(MATERIALS, course, file);
      expectError(await as(admin, 'PUT', `/api/courses/${course}`, { captionsPath: path }), 400, message);
      expect(await captionsPathOf(course)).toBeNull();
      expect((await db().query('select 1 from app.checked_files where name = $1', [path])).rowCount).toBe(0);
      expect(await learnerOpens(learner, MATERIALS, path)).toBe('refused');
    }
    // Named straight through SQL, unchecked: refused by the database.
    const unchecked = await upload(MATERIALS, course, VALID_FILES.vtt!);
    const admin_ = { id: admin.id, email: admin.email, claims: claimsOf(admin) };
    expect(await failureOf(sqlAs(admin_, 'update public.courses set captions_path = $1 where id = $2', [unchecked, course]))).toMatchObject({
      code: 'MT400',
      message: "The file's contents were not checked; upload it again",
    });
    // A real WebVTT file is still no material.
    const captions = await upload(MATERIALS, course, VALID_FILES.vtt!);
    expectError(
      await as(admin, 'POST', '/api/course-materials', { courseId: course, title: 'Captions as a material', storagePath: captions }),
      400,
      "A captions file belongs to the course's video, not a material",
    );
  });

  it('named captions cannot be replaced or removed through Storage; bytes that land anyway are never served', async () => {
    const course = await courseWithVideo('Kept captions');
    const path = await upload(MATERIALS, course, VALID_FILES.vtt!);
    expect((await as(admin, 'PUT', `/api/courses/${course}`, { captionsPath: path })).status).toBe(200);
    const version = await objectVersion(MATERIALS, path);
    const bucket = admin.client.storage.from(MATERIALS);
    const forged = new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:59.000\nSomething else entirely\n');
    expect((await bucket.upload(path, forged, { contentType: 'text/vtt', upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.upload(path, forged, { contentType: 'text/vtt' })).error).not.toBeNull();
    expect((await bucket.remove([path])).data).toEqual([]);
    expect(await objectVersion(MATERIALS, path)).toBe(version);
    expect(await learnerOpens(learner, MATERIALS, path)).toEqual(VALID_FILES.vtt!.bytes);

    // A late write (the service role stands in for hosted Storage's own): never served to learners.
    expect((await service.storage.from(MATERIALS).upload(path, HTML_PAGE, { contentType: 'text/vtt', upsert: true })).error).toBeNull();
    expect(await learnerOpens(learner, MATERIALS, path)).toBe('refused');
    expectError(await as(admin, 'PUT', `/api/courses/${course}`, { captionsPath: path }), 400, /WebVTT captions file, but its contents are not/);
    expect(await learnerOpens(learner, MATERIALS, path)).toBe('refused');
  });
});
