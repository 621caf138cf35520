/**
 * A lesson's video in the learner's language (docs/decisions.md, "Languages"), against the real
 * stack: a course translation may carry its own video and captions, uploaded into the course's
 * folder and checked like the course's own; the course reads serve a reader of that language that
 * video with `videoLang` saying which, English (the course's own) otherwise; a learner can open the
 * translated video's file as they open the course's. Replaced, removed, and the translation's or
 * the course's deletion remove the files. Attacks: a learner cannot name a translation's video
 * (403 through the api; refused by the grants and RLS through the Data API), an admin cannot point it at another course's file,
 * at a file that is not a video, or at a path of the wrong shape. The file makes its own courses.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../contract/index.ts';
import { callApi, closeDb, db } from '../support/clients';
import { VALID_FILES } from '../support/sample-files';
import { type Caller, expectError, newLearner, fileAdmin, fileAdminStorage, storageObjectExists } from './api-helpers';
import { claimsOf, failureOf, makeCourses, sqlAs } from './db-helpers';

const BUCKET = 'course-materials';
const ADMIN_ONLY = 'Only administrators can manage course content';

let admin: Caller;
let spanish: Caller;
let arabic: Caller;
let courses: Awaited<ReturnType<typeof makeCourses>>;

const as = (caller: Caller | undefined, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller?.token, body });

const upload = async (folder: number, name: string, type: 'webm' | 'vtt' | 'pdf') => {
  const file = VALID_FILES[type]!;
  const path = `${folder}/${randomUUID().slice(0, 8)}-${name}`;
  const { error } = await (await fileAdminStorage()).storage.from(BUCKET).upload(path, file.bytes, { contentType: file.type });
  expect(error).toBeNull();
  return path;
};
const exists = (path: string) => storageObjectExists(BUCKET, path);

/** A public course with an English video and captions, and Spanish and Arabic texts. */
async function translatedCourse(title: string) {
  const created = await as(admin, 'POST', '/api/courses', { title, description: 'In three languages', duration: 1, isPublic: true });
  const id = (created.json?.course as { id: number }).id;
  const video = await upload(id, 'lesson.webm', 'webm');
  const captions = await upload(id, 'lesson.vtt', 'vtt');
  expect((await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: video, captionsPath: captions })).status).toBe(200);
  expect((await as(admin, 'PUT', `/api/courses/${id}/translations/es`, { title: `${title} (es)`, description: 'En español' })).status).toBe(200);
  expect((await as(admin, 'PUT', `/api/courses/${id}/translations/ar`, { title: `دورة ${id}`, description: 'بالعربية' })).status).toBe(200);
  return { id, video, captions };
}

const setVideo = (caller: Caller | undefined, id: number, locale: string, body: unknown) =>
  as(caller, 'PUT', `/api/courses/${id}/translations/${locale}/video`, body);

beforeAll(async () => {
  [admin, spanish, arabic, courses] = await Promise.all([fileAdmin(), newLearner('Lucía Video'), newLearner('Amal Video'), makeCourses()]);
  await db().query(`update public.profiles set locale = 'es' where id = $1`, [spanish.id]);
  await db().query(`update public.profiles set locale = 'ar' where id = $1`, [arabic.id]);
});

afterAll(closeDb);

describe("a translation's own video", () => {
  it('serves the Spanish video and captions to a Spanish reader, the English ones to others, and says which', async () => {
    const course = await translatedCourse(`Three-language lesson ${randomUUID().slice(0, 6)}`);
    const esVideo = await upload(course.id, 'lesson.es.webm', 'webm');
    const esCaptions = await upload(course.id, 'lesson.es.vtt', 'vtt');
    const set = await setVideo(admin, course.id, 'es', { videoPath: esVideo, captionsPath: esCaptions });
    expect(set.status, set.text).toBe(200);
    expect(set.json).toMatchObject({ message: 'Video saved', translation: { locale: 'es', videoPath: esVideo, captionsPath: esCaptions } });
    expect((await as(admin, 'GET', `/api/courses/${course.id}/translations`)).json).toMatchObject({
      es: { videoPath: esVideo, captionsPath: esCaptions },
      ar: { videoPath: null, captionsPath: null },
    });

    const read = async (caller: Caller | undefined) => (await as(caller, 'GET', `/api/courses/${course.id}`)).json as unknown as Course;
    expect(await read(spanish)).toMatchObject({ lang: 'es', videoLang: 'es', videoPath: esVideo, captionsPath: esCaptions });
    // The list says the same as the course.
    const list = (await as(spanish, 'GET', '/api/courses')).json as unknown as Course[];
    expect(list.find((item) => item.id === course.id)).toMatchObject({ videoLang: 'es', videoPath: esVideo });
    // Arabic text, but no Arabic video: the English video, said to be English.
    expect(await read(arabic)).toMatchObject({ lang: 'ar', videoLang: 'en', videoPath: course.video, captionsPath: course.captions });
    // English readers, anonymous ones and the admin's own reads: the course's video.
    expect(await read(undefined)).toMatchObject({ lang: 'en', videoLang: 'en', videoPath: course.video, captionsPath: course.captions });

    // The learner opens the Spanish files as they open the course's (a public course's named file).
    for (const path of [esVideo, esCaptions]) {
      const signed = await spanish.client!.storage.from(BUCKET).createSignedUrl(path, 60);
      expect(signed.error, path).toBeNull();
      expect((await fetch(signed.data!.signedUrl)).status, path).toBe(200);
    }
  });

  it('a new video drops its captions and removes the old files; removing the video or the translation removes its files; deleting the course removes them all', async () => {
    const course = await translatedCourse(`Replaced lesson ${randomUUID().slice(0, 6)}`);
    const first = await upload(course.id, 'one.es.webm', 'webm');
    const firstCaptions = await upload(course.id, 'one.es.vtt', 'vtt');
    await setVideo(admin, course.id, 'es', { videoPath: first, captionsPath: firstCaptions });

    const second = await upload(course.id, 'two.es.webm', 'webm');
    expect((await setVideo(admin, course.id, 'es', { videoPath: second })).json).toMatchObject({
      translation: { videoPath: second, captionsPath: null },
    });
    expect(await exists(first)).toBe(false);
    expect(await exists(firstCaptions)).toBe(false);

    const captions = await upload(course.id, 'two.es.vtt', 'vtt');
    expect((await setVideo(admin, course.id, 'es', { captionsPath: captions })).json).toMatchObject({ message: 'Captions saved' });
    expect((await setVideo(admin, course.id, 'es', { captionsPath: null })).json).toMatchObject({
      message: 'Captions removed',
      translation: { videoPath: second, captionsPath: null },
    });
    expect(await exists(captions)).toBe(false);
    expect((await setVideo(admin, course.id, 'es', { videoPath: null })).json).toMatchObject({ message: 'Video removed', translation: { videoPath: null } });
    expect(await exists(second)).toBe(false);
    // Back to the English video for Spanish readers.
    expect((await as(spanish, 'GET', `/api/courses/${course.id}`)).json).toMatchObject({ videoLang: 'en', videoPath: course.video });

    // Removing the translation removes its video and captions.
    const arVideo = await upload(course.id, 'lesson.ar.webm', 'webm');
    const arCaptions = await upload(course.id, 'lesson.ar.vtt', 'vtt');
    expect((await setVideo(admin, course.id, 'ar', { videoPath: arVideo, captionsPath: arCaptions })).status).toBe(200);
    expect((await as(admin, 'DELETE', `/api/courses/${course.id}/translations/ar`)).status).toBe(200);
    expect(await exists(arVideo)).toBe(false);
    expect(await exists(arCaptions)).toBe(false);
    expect(await exists(course.video)).toBe(true);

    // Deleting the course removes its translations' files with its own.
    const esVideo = await upload(course.id, 'last.es.webm', 'webm');
    expect((await setVideo(admin, course.id, 'es', { videoPath: esVideo })).status).toBe(200);
    expect((await as(admin, 'DELETE', `/api/courses/${course.id}`)).status).toBe(200);
    expect(await exists(esVideo)).toBe(false);
    expect(await exists(course.video)).toBe(false);
  });
});

describe("attacks on a translation's video", () => {
  it('a learner cannot set it (403), an anonymous caller neither (401); through the Data API the database refuses them', async () => {
    const course = await translatedCourse(`Guarded lesson ${randomUUID().slice(0, 6)}`);
    const video = await upload(course.id, 'guarded.es.webm', 'webm');
    expectError(await setVideo(spanish, course.id, 'es', { videoPath: video }), 403, ADMIN_ONLY);
    expectError(await setVideo(undefined, course.id, 'es', { videoPath: video }), 401, /log in/i);
    // As the Data API would run it: the learner's role and claims. RLS lets admins only update a translation.
    const learner = { id: spanish.id, email: spanish.email, claims: claimsOf(spanish.id, spanish.email) };
    expect(
      await sqlAs(learner, `update public.course_translations set video_path = $1 where course_id = $2 and locale = 'es' returning course_id`, [
        video,
        course.id,
      ]),
    ).toEqual([]);
    // Columns no role may write: only the two paths (and the texts) are granted.
    expect((await failureOf(sqlAs(learner, `update public.course_translations set course_id = 1 where course_id = $1`, [course.id]))).code).toBe('42501');
    expect((await db().query('select video_path from public.course_translations where course_id = $1', [course.id])).rows).toEqual([
      { video_path: null },
      { video_path: null },
    ]);
  });

  it("an admin cannot point it at another course's file, at a file that is not a video, at one never uploaded, or at a path of the wrong shape", async () => {
    const course = await translatedCourse(`Checked lesson ${randomUUID().slice(0, 6)}`);
    // Another course's files: its own English video, and a fresh upload in its folder.
    const other = await translatedCourse(`Other lesson ${randomUUID().slice(0, 6)}`);
    expectError(await setVideo(admin, course.id, 'es', { videoPath: other.video }), 400, 'The video file belongs to another course');
    const elsewhere = await upload(courses.publicCourse, 'elsewhere.webm', 'webm');
    expectError(await setVideo(admin, course.id, 'es', { videoPath: elsewhere }), 400, 'The video file belongs to another course');
    expectError(await setVideo(admin, course.id, 'es', { videoPath: `${course.id}/never.webm` }), 400, 'The video file was not uploaded; upload it again');
    const pdf = await upload(course.id, 'slides.pdf', 'pdf');
    expectError(await setVideo(admin, course.id, 'es', { videoPath: pdf }), 400, 'The video file must be an MP4 or WebM video');
    const vtt = await upload(course.id, 'early.vtt', 'vtt');
    expectError(await setVideo(admin, course.id, 'es', { captionsPath: vtt }), 400, 'Upload the video file before its captions');
    for (const bad of ['../etc/passwd', `${course.id}/`, 'lesson.webm', 42]) {
      expectError(await setVideo(admin, course.id, 'es', { videoPath: bad }), 400, 'The video file path is not valid');
    }
    expectError(await setVideo(admin, course.id, 'es', {}), 400, 'Send a videoPath or a captionsPath');
    expectError(await setVideo(admin, course.id, 'de', { videoPath: null }), 400, /es or ar/);
    // No translation yet: its text comes first.
    expectError(await setVideo(admin, courses.noDurationCourse, 'es', { videoPath: null }), 404, 'Save the translated title and description before its video');
    // Not even straight in the database: the trigger (and under it the column's check) refuses another course's file.
    expect(
      await failureOf(db().query(`update public.course_translations set video_path = $1 where course_id = $2 and locale = 'es'`, [other.video, course.id])),
    ).toMatchObject({ code: 'MT400', message: 'The video file belongs to another course' });
    expect((await db().query('select video_path, captions_path from public.course_translations where course_id = $1', [course.id])).rows).toEqual([
      { video_path: null, captions_path: null },
      { video_path: null, captions_path: null },
    ]);
    // The other course's video is untouched by the attempts.
    expect(await exists(other.video)).toBe(true);
  });
});
