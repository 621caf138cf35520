/**
 * Material files end to end through the api (docs/materials.md): the admin uploads to Storage with
 * the official client, then names the object in POST /api/course-materials; the database takes
 * the type and size from Storage, not from the request. Replacing the file or removing the
 * material (or its course) removes the old object from Storage; reordering swaps neighbours.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
import { DEMO_FILES } from '../../supabase/local-hooks/seed-files';
import { VALID_FILES } from '../support/sample-files';
import { webmHeaderSeconds } from '../support/webm-duration';
import { makeCourses } from './db-helpers';
import { type Caller, expectError, newLearner, fileAdmin, fileAdminStorage, storageObjectExists } from './api-helpers';

const BUCKET = 'course-materials';
const NOTHING_TO_OPEN = 'A material needs an uploaded file or a link (File URL): learners have nothing to open without one';
let admin: Caller;
let adminStorage: SupabaseClient;
let learner: Caller;
let courses: Awaited<ReturnType<typeof makeCourses>>;

beforeAll(async () => {
  [admin, learner, courses] = await Promise.all([fileAdmin(), newLearner('Material Learner'), makeCourses()]);
  adminStorage = await fileAdminStorage();
});

afterAll(closeDb);

const as = (caller: Caller | undefined, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller?.token, body });

async function uploaded(courseId: number, name: string, bytes: Uint8Array, contentType: string): Promise<string> {
  const path = `${courseId}/${randomUUID().slice(0, 8)}-${name}`;
  const { error } = await adminStorage.storage.from(BUCKET).upload(path, bytes, { contentType });
  expect(error).toBeNull();
  return path;
}

const objectExists = (path: string) => storageObjectExists(BUCKET, path);

describe('the demo seed (docs/operators.md#demo-content)', () => {
  it("every seeded material opens (a public course's for a learner, the draft's for an admin): a Storage file by signed URL with its bytes, or a link; the seeded course video too", async () => {
    const courseTitles = [...new Set(DEMO_FILES.map((demo) => demo.course))];
    const all = await db().query<{ title: string; storage_path: string | null; file_url: string | null; size_bytes: string | null; is_public: boolean }>(
      `select m.title, m.storage_path, m.file_url, m.size_bytes::text, c.is_public from public.course_materials m
         join public.courses c on c.id = m.course_id where c.title = any($1)`,
      [courseTitles],
    );
    // The seed's 14 materials: 12 files and 2 links, none without either.
    expect(all.rows.length).toBeGreaterThanOrEqual(14);
    expect(all.rows.filter((row) => !row.storage_path && !row.file_url)).toEqual([]);
    const learnerStorage = learner.client!.storage.from(BUCKET);
    for (const row of all.rows) {
      if (!row.storage_path) {
        expect(row.file_url, row.title).toMatch(/^https:\/\//);
        continue;
      }
      // A draft course's files are the admins' (the seed has one draft course).
      const signed = await (row.is_public ? learnerStorage : adminStorage.storage.from(BUCKET)).createSignedUrl(row.storage_path, 60);
      expect(signed.error, row.title).toBeNull();
      const opened = await fetch(signed.data!.signedUrl);
      expect(opened.status, row.title).toBe(200);
      const bytes = new Uint8Array(await opened.arrayBuffer());
      expect(bytes.length, row.title).toBe(Number(row.size_bytes));
      expect(bytes.length, row.title).toBeGreaterThan(100);
    }
    const video = await db().query<{ video_path: string }>(`select video_path from public.courses where video_path is not null and title = any($1)`, [
      courseTitles,
    ]);
    expect(video.rows.length).toBeGreaterThanOrEqual(1);
    const clip = await fetch((await learnerStorage.createSignedUrl(video.rows[0]!.video_path, 60)).data!.signedUrl, { headers: { Range: 'bytes=0-3' } });
    expect(clip.status).toBe(206);
    // The WebM (EBML) signature.
    expect(Array.from(new Uint8Array(await clip.arrayBuffer()))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });
});

describe('the demo lesson videos (docs/operators.md#demo-content)', () => {
  it('every seeded course has a real WebM with its length in the header, as long as its duration says, and WebVTT captions within it; in Spanish and Arabic too', async () => {
    const lessons = DEMO_FILES.filter((demo) => demo.mimetype === 'video/webm' && !demo.locale);
    type Lesson = { title: string; locale: string; duration: number | null; video_path: string | null; captions_path: string | null };
    const { rows } = await db().query<Lesson>(
      `select title, 'en' as locale, duration, video_path, captions_path from public.courses where title = any($1)
       union all
       select t.title, t.locale, c.duration, t.video_path, t.captions_path
         from public.course_translations t join public.courses c on c.id = t.course_id where c.title = any($1)`,
      [lessons.map((demo) => demo.course)],
    );
    // Every course of the seed (seven public, one draft), each with its own lesson, and its Spanish and Arabic translations with theirs.
    expect(
      rows
        .filter((row) => row.locale === 'en')
        .map((row) => row.title)
        .sort(),
    ).toEqual(lessons.map((demo) => demo.course).sort());
    expect(rows.map((row) => row.locale).sort()).toEqual([...Array(8).fill('ar'), ...Array(8).fill('en'), ...Array(8).fill('es')]);
    const files = adminStorage.storage.from(BUCKET);
    for (const row of rows) {
      const ending = row.locale === 'en' ? '' : `\\.${row.locale}`;
      expect(row.video_path, row.title).toMatch(new RegExp(`/lesson-[a-z0-9-]+${ending}\\.webm$`));
      expect(row.captions_path, row.title).toMatch(new RegExp(`/lesson-[a-z0-9-]+${ending}\\.vtt$`));
      expect(await objectExists(row.video_path!), row.title).toBe(true);
      expect(await objectExists(row.captions_path!), row.title).toBe(true);

      // What a player reads before playing: the first bytes, by a signed URL and a byte range.
      const head = await fetch((await files.createSignedUrl(row.video_path!, 60)).data!.signedUrl, { headers: { Range: 'bytes=0-65535' } });
      expect(head.status, row.title).toBe(206);
      expect(head.headers.get('content-type'), row.title).toBe('video/webm');
      const bytes = new Uint8Array(await head.arrayBuffer());
      expect(Array.from(bytes.subarray(0, 4)), row.title).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      const seconds = webmHeaderSeconds(bytes);
      expect(seconds, `${row.title}: a duration in the header`).not.toBeNull();
      // Progress is watch time against the duration (docs/product.md#courses): the video reaches 90 % of it, and is no longer than it.
      expect(row.duration, row.title).not.toBeNull();
      expect(seconds!, row.title).toBeGreaterThanOrEqual(row.duration! * 60 * 0.9);
      expect(seconds!, row.title).toBeLessThanOrEqual(row.duration! * 60);

      const captions = await fetch((await files.createSignedUrl(row.captions_path!, 60)).data!.signedUrl);
      expect(captions.status, row.title).toBe(200);
      expect(captions.headers.get('content-type'), row.title).toBe('text/vtt');
      const text = await captions.text();
      expect(text.startsWith('WEBVTT\n'), row.title).toBe(true);
      const cues = [...text.matchAll(/(\d\d):(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d):(\d\d\.\d{3})\n(.+)/g)];
      expect(cues.length, row.title).toBeGreaterThanOrEqual(5);
      const ends = cues.map((cue) => Number(cue[4]) * 3600 + Number(cue[5]) * 60 + Number(cue[6]));
      expect(Math.max(...ends), row.title).toBeLessThanOrEqual(seconds!);
      // The first cue names the course, in the captions' language: they are this lesson's, in that language.
      expect(text, row.title).toContain(row.title.replace(/^(Daily Challenge|Reto diario|تحدٍّ يومي): /, ''));
    }
  });
});

describe('material files', () => {
  it('GET /api/settings names the upload limit', async () => {
    expect((await as(undefined, 'GET', '/api/settings')).json).toMatchObject({ materials: { maxBytes: 25 * 1024 * 1024 } });
  });

  it('adds a file material: type and size come from Storage; a path with no upload or of another course is refused', async () => {
    const path = await uploaded(courses.publicCourse, 'guide.pdf', new TextEncoder().encode('%PDF-1.4 guide'), 'application/pdf');
    const created = await as(admin, 'POST', '/api/course-materials', {
      courseId: courses.publicCourse,
      title: 'Guide',
      type: 'link',
      storagePath: path,
      fileName: 'Guide for you.pdf',
    });
    expect(created.status).toBe(201);
    expect(created.json?.material).toMatchObject({
      type: 'pdf',
      fileUrl: null,
      file: { path, name: 'Guide for you.pdf', mimeType: 'application/pdf', size: 14 },
    });

    expectError(
      await as(admin, 'POST', '/api/course-materials', {
        courseId: courses.publicCourse,
        title: 'Ghost',
        storagePath: `${courses.publicCourse}/never-uploaded.pdf`,
      }),
      400,
      'The file was not uploaded; upload it again',
    );
    expectError(
      await as(admin, 'POST', '/api/course-materials', { courseId: courses.draftCourse, title: 'Elsewhere', storagePath: path }),
      400,
      'The file belongs to another course',
    );
    expectError(
      await as(admin, 'POST', '/api/course-materials', { courseId: courses.publicCourse, title: 'Both', storagePath: path, fileUrl: 'https://example.com/x' }),
      400,
      'A material is either a link or an uploaded file, not both',
    );
    expectError(
      await as(admin, 'POST', '/api/course-materials', { courseId: courses.publicCourse, title: 'Twice', storagePath: path }),
      409,
      'That file is already used by another material',
    );
    expectError(
      await as(learner, 'POST', '/api/course-materials', { courseId: courses.publicCourse, title: 'Mine', storagePath: path }),
      403,
      /administrators/,
    );
  });

  it('PUT edits title and description, replaces the file (the old object is removed), or turns it into a link', async () => {
    const first = await uploaded(courses.publicCourse, 'photo.png', VALID_FILES.png!.bytes, 'image/png');
    const id = (
      (await as(admin, 'POST', '/api/course-materials', { courseId: courses.publicCourse, title: 'Photo', storagePath: first })).json?.material as {
        id: number;
      }
    ).id;

    const edited = await as(admin, 'PUT', `/api/course-materials/${id}`, { title: 'Team photo', description: 'Smile' });
    expect(edited.json?.material).toMatchObject({ title: 'Team photo', description: 'Smile', type: 'image', file: { path: first } });

    const second = await uploaded(courses.publicCourse, 'sheet.csv', new TextEncoder().encode('a,b\n1,2\n'), 'text/csv');
    const replaced = await as(admin, 'PUT', `/api/course-materials/${id}`, { storagePath: second, fileName: 'sheet.csv' });
    expect(replaced.json?.material).toMatchObject({ type: 'document', file: { path: second, name: 'sheet.csv', mimeType: 'text/csv', size: 8 } });
    expect(await objectExists(first)).toBe(false);

    // Taking the file away without a link would leave nothing to open: refused, and the file stays.
    expectError(await as(admin, 'PUT', `/api/course-materials/${id}`, { storagePath: null }), 400, NOTHING_TO_OPEN);
    expect((await db().query('select storage_path from public.course_materials where id = $1', [id])).rows).toEqual([{ storage_path: second }]);
    expect(await objectExists(second)).toBe(true);

    const link = await as(admin, 'PUT', `/api/course-materials/${id}`, { fileUrl: 'https://example.com/sheet' });
    expect(link.json?.material).toMatchObject({ type: 'link', file: null, fileUrl: 'https://example.com/sheet' });
    expect(await objectExists(second)).toBe(false);
    // Nor may the link go without a file in its place.
    expectError(await as(admin, 'PUT', `/api/course-materials/${id}`, { fileUrl: null }), 400, NOTHING_TO_OPEN);
    expect((await db().query('select file_url from public.course_materials where id = $1', [id])).rows).toEqual([{ file_url: 'https://example.com/sheet' }]);

    expectError(await as(learner, 'PUT', `/api/course-materials/${id}`, { title: 'Hacked' }), 403, /administrators/);
    expectError(await as(admin, 'PUT', `/api/course-materials/99999999`, { title: 'Nobody' }), 404, 'Material not found');
  });

  it('PUT on an older material with nothing to open: 400 until the edit gives it a link', async () => {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.course_materials (course_id, title, type, description) values ($1, 'Old planner', 'pdf', '') returning id`,
      [courses.publicCourse],
    );
    const id = Number(rows[0]!.id);
    expectError(await as(admin, 'PUT', `/api/course-materials/${id}`, { title: 'Follow-up planner' }), 400, NOTHING_TO_OPEN);
    expect((await db().query('select title from public.course_materials where id = $1', [id])).rows).toEqual([{ title: 'Old planner' }]);
    const fixed = await as(admin, 'PUT', `/api/course-materials/${id}`, { title: 'Follow-up planner', fileUrl: 'https://example.com/planner.pdf' });
    expect(fixed.status).toBe(200);
    expect(fixed.json?.material).toMatchObject({ title: 'Follow-up planner', type: 'pdf', fileUrl: 'https://example.com/planner.pdf', file: null });
  });

  it('PUT checks an edited description for income claims: 422 with the claims, saved with a reason recorded with the admin', async () => {
    const id = (
      (await as(admin, 'POST', '/api/course-materials', { courseId: courses.publicCourse, title: 'Script', type: 'link', fileUrl: 'https://example.com/s' }))
        .json?.material as { id: number }
    ).id;
    const flagged = { title: 'Script', description: 'Fire your boss and earn $3,000 a week.' };
    const refused = await as(admin, 'PUT', `/api/course-materials/${id}`, flagged);
    expectError(refused, 422, /fire your boss/i);
    expect(refused.json?.claims).toEqual([
      { match: '$3,000 a week', reason: expect.stringMatching(/earnings amount per period/i), code: 'earnings_amount' },
      { match: 'Fire your boss', reason: expect.stringMatching(/leave their employment/i), code: 'quit_job' },
    ]);
    expect((await db().query('select description from public.course_materials where id = $1', [id])).rows).toEqual([{ description: '' }]);

    // A blank reason is no reason.
    expectError(await as(admin, 'PUT', `/api/course-materials/${id}`, { ...flagged, claimReason: '  ' }), 422, /fire your boss/i);
    const saved = await as(admin, 'PUT', `/api/course-materials/${id}`, { ...flagged, claimReason: 'Shown as a bad example' });
    expect(saved.status).toBe(200);
    expect(saved.json?.material).toMatchObject({ description: flagged.description });
    const { rows } = await db().query(`select reason, admin_id, created_at from app.claim_overrides where subject = 'course_material' and subject_id = $1`, [
      id,
    ]);
    expect(rows).toEqual([{ reason: 'Shown as a bad example', admin_id: admin.id, created_at: expect.any(Date) }]);
    // Moving it does not check the text again.
    expect((await as(admin, 'POST', `/api/course-materials/${id}/move`, { direction: 'up' })).status).toBe(200);
    expect((await as(admin, 'DELETE', `/api/course-materials/${id}`)).status).toBe(200);
  });

  it('POST /move swaps a material with its neighbour in the same course; at the end it says so', async () => {
    const add = async (title: string) =>
      (
        (await as(admin, 'POST', '/api/course-materials', { courseId: courses.noDurationCourse, title, fileUrl: 'https://example.com/m' })).json?.material as {
          id: number;
        }
      ).id;
    const a = await add('First');
    const b = await add('Second');
    const titles = async () =>
      ((await as(admin, 'GET', `/api/course-materials/${courses.noDurationCourse}`)).json as unknown as { title: string }[]).map((m) => m.title);
    expect(await titles()).toEqual(['First', 'Second']);
    expect((await as(admin, 'POST', `/api/course-materials/${b}/move`, { direction: 'up' })).json).toEqual({ message: 'Material moved', moved: true });
    expect(await titles()).toEqual(['Second', 'First']);
    expect((await as(admin, 'POST', `/api/course-materials/${b}/move`, { direction: 'up' })).json).toEqual({
      message: 'Material is already first',
      moved: false,
    });
    expectError(await as(learner, 'POST', `/api/course-materials/${a}/move`, { direction: 'down' }), 403, /administrators/);
  });

  it('removing a material removes its file; deleting a course removes its materials\u2019 files', async () => {
    const path = await uploaded(courses.publicCourse, 'gone.pdf', new TextEncoder().encode('%PDF-1.4 gone'), 'application/pdf');
    const id = (
      (await as(admin, 'POST', '/api/course-materials', { courseId: courses.publicCourse, title: 'Gone', storagePath: path })).json?.material as { id: number }
    ).id;
    expect((await as(admin, 'DELETE', `/api/course-materials/${id}`)).status).toBe(200);
    expect(await objectExists(path)).toBe(false);

    const course = ((await as(admin, 'POST', '/api/courses', { title: 'Short-lived', description: 'Deleted by a test.' })).json?.course as { id: number }).id;
    const kept = await uploaded(course, 'kept.pdf', new TextEncoder().encode('%PDF-1.4 kept'), 'application/pdf');
    expect((await as(admin, 'POST', '/api/course-materials', { courseId: course, title: 'Kept', storagePath: kept })).status).toBe(201);
    expect((await as(admin, 'DELETE', `/api/courses/${course}`)).status).toBe(200);
    expect(await objectExists(kept)).toBe(false);
  });
});
