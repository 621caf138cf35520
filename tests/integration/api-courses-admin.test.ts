/**
 * Course content through the gateway (README, API): courses, materials and quizzes. Reads follow RLS
 * (anonymous callers and learners see public courses, admins drafts too); writes need an admin, by
 * the admin address list (the seeded admin) or by the profile flag, and a learner's attempt is
 * refused with 403 and changes nothing. Admins get quiz answer keys; learners never do.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, closeDb, db } from '../support/clients';
import { VALID_FILES } from '../support/sample-files';
import { expectBooksBalanced, makeCourses, makeQuiz, rowCountAs, TEST_COURSE_VIDEO } from './db-helpers';
import { type Caller, expectError, newLearner, fileAdmin, fileAdminStorage, storageObjectExists } from './api-helpers';

const ADMIN_ONLY = 'Only administrators can manage course content';
const FILL_IN = 'Please fill in title and description';
const NOTHING_TO_OPEN = 'A material needs an uploaded file or a link (File URL): learners have nothing to open without one';

let admin: Caller;
let flaggedAdmin: Caller;
let learner: Caller;
let courses: Awaited<ReturnType<typeof makeCourses>>;

beforeAll(async () => {
  [admin, flaggedAdmin, learner, courses] = await Promise.all([fileAdmin(), newLearner('Flagged Admin'), newLearner('Curious Learner'), makeCourses()]);
  await db().query('update public.profiles set is_admin = true where id = $1', [flaggedAdmin.id]);
});

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

const as = (caller: Caller | undefined, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller?.token, body });

// Counted by title: other files create courses on the same stack at the same time.
const coursesTitled = async (title: string) =>
  (await db().query<{ n: number }>('select count(*)::int as n from public.courses where title = $1', [title])).rows[0]!.n;

describe('reading courses', () => {
  it('GET /api/courses: public courses for anonymous callers and learners, drafts too for admins', async () => {
    const anonymous = await as(undefined, 'GET', '/api/courses');
    expect(anonymous.status).toBe(200);
    const list = anonymous.json as unknown as { id: number; isPublic: boolean; order: number }[];
    expect(list.find((course) => course.id === courses.publicCourse)).toEqual({
      id: courses.publicCourse,
      title: expect.stringMatching(/^DB test public/),
      description: 'Made by a database test.',
      category: 'training',
      duration: 20,
      videoUrl: TEST_COURSE_VIDEO,
      videoPath: null,
      captionsPath: null,
      isPublic: true,
      order: expect.any(Number),
      lang: 'en',
      videoLang: 'en',
    });
    expect(list.every((course) => course.isPublic)).toBe(true);
    expect(list.map((course) => course.order)).toEqual([...list.map((course) => course.order)].sort((a, b) => a - b));

    const asLearner = (await as(learner, 'GET', '/api/courses')).json as unknown as { id: number }[];
    expect(asLearner.map((course) => course.id)).not.toContain(courses.draftCourse);
    const asAdmin = (await as(admin, 'GET', '/api/courses')).json as unknown as { id: number }[];
    expect(asAdmin.map((course) => course.id)).toEqual(expect.arrayContaining([courses.publicCourse, courses.draftCourse]));
  });

  it('GET /api/courses/{id}: one course; drafts only for admins; 404 "Course not found."; 400 for a bad id', async () => {
    expect((await as(undefined, 'GET', `/api/courses/${courses.publicCourse}`)).json).toMatchObject({ id: courses.publicCourse, isPublic: true });
    expectError(await as(undefined, 'GET', `/api/courses/${courses.draftCourse}`), 404, 'Course not found.');
    expectError(await as(learner, 'GET', `/api/courses/${courses.draftCourse}`), 404, 'Course not found.');
    expect((await as(admin, 'GET', `/api/courses/${courses.draftCourse}`)).json).toMatchObject({ id: courses.draftCourse, isPublic: false });
    expectError(await as(undefined, 'GET', '/api/courses/99999999'), 404, 'Course not found.');
    expectError(await as(undefined, 'GET', '/api/courses/first'), 400, /id/);
  });

  it('a forged token is refused even where anonymous callers are welcome', async () => {
    expectError(await as({ ...learner, token: `${learner.token.slice(0, -4)}AAAA` }, 'GET', '/api/courses'), 401, /invalid|forged/i);
  });
});

describe('writing courses', () => {
  const valid = { title: 'Follow-up Without Pressure', description: 'Checking in kindly after a first chat.', category: 'training', duration: 12 };

  it('POST /api/courses: 401 anonymous, 403 for a learner (nothing is created)', async () => {
    const refused = { ...valid, title: `Refused course ${Date.now().toString(36)}` };
    expectError(await as(undefined, 'POST', '/api/courses', refused), 401, /log in/i);
    expectError(await as(learner, 'POST', '/api/courses', refused), 403, ADMIN_ONLY);
    expect(await coursesTitled(refused.title)).toBe(0);
  });

  it.each([
    [{ description: 'x' }, FILL_IN],
    [{ title: 'x' }, FILL_IN],
    [{ title: '  ', description: 'x' }, FILL_IN],
    [{ title: 'x', description: '' }, FILL_IN],
    [{ title: 'x', description: 'x', category: 'gossip' }, 'Category must be training, bonus or daily-challenge'],
    [{ title: 'x', description: 'x', duration: 0 }, 'Duration must be a whole number of minutes from 1 to 1440'],
    [{ title: 'x', description: 'x', duration: 'soon' }, 'Duration must be a whole number of minutes from 1 to 1440'],
    [{ title: 'x', description: 'x', videoUrl: 'javascript:alert(document.cookie)' }, 'Video link must be an http:// or https:// address'],
    [{ title: 'x', description: 'x', isPublic: 'yes' }, 'isPublic must be true or false'],
    [{ title: 'x'.repeat(201), description: 'x' }, 'Title must be at most 200 characters'],
  ])('POST /api/courses refuses %j with 400 "%s"', async (body, message) => {
    expectError(await as(admin, 'POST', '/api/courses', body), 400, message);
  });

  it('POST /api/courses creates a course (admin by address list) as a draft, with the next order', async () => {
    const answer = await as(admin, 'POST', '/api/courses', { ...valid, duration: '15', videoUrl: 'https://example.com/v/1', id: 1, order: 1 });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      course: {
        id: expect.any(Number),
        ...valid,
        duration: 15,
        videoUrl: 'https://example.com/v/1',
        videoPath: null,
        captionsPath: null,
        isPublic: false,
        order: expect.any(Number),
        lang: 'en',
        videoLang: 'en',
      },
      message: 'Course created',
    });
    const { rows } = await db().query<{ max: number }>('select max(sort_order)::int as max from public.courses');
    expect((answer.json?.course as { order: number }).order).toBe(rows[0]!.max);
  });

  it('a course created without isPublic is a draft: hidden from visitors and learners until an admin publishes it, which a learner cannot', async () => {
    const created = await as(admin, 'POST', '/api/courses', {
      title: `Draft by default ${randomUUID().slice(0, 8)}`,
      description: 'Not ready for learners yet.',
    });
    expect(created.status).toBe(201);
    const id = (created.json?.course as { id: number; isPublic: boolean }).id;
    expect(created.json?.course).toMatchObject({ isPublic: false });
    expect((await db().query('select is_public from public.courses where id = $1', [id])).rows).toEqual([{ is_public: false }]);
    expect(
      (await as(admin, 'POST', '/api/course-materials', { courseId: id, title: 'Draft sheet', type: 'link', fileUrl: 'https://example.com/s' })).status,
    ).toBe(201);
    const quiz = await as(admin, 'POST', '/api/quizzes', { courseId: id, question: 'Ready?', choices: ['Yes', 'No', 'Maybe', 'Later'], correctAnswer: 0 });
    const quizId = (quiz.json?.quiz as { id: number }).id;

    // A list's length, or the status when the route refused (quizzes need a login).
    const count = async (path: string, caller: Caller | undefined) => {
      const answer = await as(caller, 'GET', path);
      return answer.status === 200 ? (answer.json as unknown as unknown[]).length : answer.status;
    };
    const seenBy = async (caller: Caller | undefined) => ({
      listed: ((await as(caller, 'GET', '/api/courses')).json as unknown as { id: number }[]).some((course) => course.id === id),
      read: (await as(caller, 'GET', `/api/courses/${id}`)).status,
      materials: await count(`/api/course-materials/${id}`, caller),
      quizzes: await count(`/api/course-quizzes/${id}`, caller),
    });
    const hidden = { listed: false, read: 404, materials: 0, quizzes: 0 };
    expect(await seenBy(undefined)).toEqual({ ...hidden, quizzes: 401 });
    expect(await seenBy(learner)).toEqual(hidden);
    expectError(await as(learner, 'POST', `/api/users/${learner.id}/course-progress/${id}`, { watchTime: 10 }), 404, 'Course not found');
    expectError(await as(learner, 'POST', `/api/users/${learner.id}/quiz-answer`, { quizId, answer: 0 }), 404, 'Quiz not found');
    expect(await seenBy(admin)).toEqual({ listed: true, read: 200, materials: 1, quizzes: 1 });

    // A learner cannot publish it, by the API or straight through the database's RLS.
    expectError(await as(learner, 'PUT', `/api/courses/${id}`, { isPublic: true }), 403, ADMIN_ONLY);
    expect(await rowCountAs(learner, 'update public.courses set is_public = true where id = $1', [id])).toBe(0);
    expect(await seenBy(learner)).toEqual(hidden);

    const published = await as(admin, 'PUT', `/api/courses/${id}`, { isPublic: true });
    expect(published.json).toMatchObject({ course: { id, isPublic: true }, message: 'Course updated' });
    const visible = { listed: true, read: 200, materials: 1, quizzes: 1 };
    expect(await seenBy(undefined)).toEqual({ ...visible, quizzes: 401 });
    expect(await seenBy(learner)).toEqual(visible);

    // A draft again: hidden again.
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { isPublic: false })).json?.course).toMatchObject({ isPublic: false });
    expect(await seenBy(learner)).toEqual(hidden);
    expect((await as(admin, 'DELETE', `/api/courses/${id}`)).status).toBe(200);
  });

  it('an admin by the profile flag may write too', async () => {
    const answer = await as(flaggedAdmin, 'POST', '/api/courses', { title: 'Flag course', description: 'By the is_admin flag.', isPublic: false });
    expect(answer.status).toBe(201);
    expect(answer.json?.course).toMatchObject({ category: 'training', duration: null, videoUrl: null, isPublic: false });
  });

  it('PUT /api/courses/{id} updates the given fields; a learner gets 403 and changes nothing', async () => {
    const created = await as(admin, 'POST', '/api/courses', valid);
    const id = (created.json?.course as { id: number }).id;
    expectError(await as(learner, 'PUT', `/api/courses/${id}`, { title: 'Hijacked' }), 403, ADMIN_ONLY);

    const updated = await as(admin, 'PUT', `/api/courses/${id}`, { title: '  Follow-up, Kindly ', videoUrl: 'http://example.com/v', isPublic: false });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({
      course: expect.objectContaining({ id, title: 'Follow-up, Kindly', description: valid.description, videoUrl: 'http://example.com/v', isPublic: false }),
      message: 'Course updated',
    });
    const cleared = await as(admin, 'PUT', `/api/courses/${id}`, { videoUrl: '', duration: null });
    expect(cleared.json?.course).toMatchObject({ videoUrl: null, duration: null, title: 'Follow-up, Kindly' });

    expectError(await as(admin, 'PUT', `/api/courses/${id}`, { title: '' }), 400, FILL_IN);
    expectError(await as(admin, 'PUT', `/api/courses/${id}`, { order: 'top' }), 400, 'order must be a whole number');
    expectError(await as(admin, 'PUT', '/api/courses/99999999', { title: 'x' }), 404, 'Course not found.');
    const { rows } = await db().query('select title from public.courses where id = $1', [id]);
    expect(rows[0]).toEqual({ title: 'Follow-up, Kindly' });
  });

  it('PUT /api/courses/{id} with order moves the course one step toward it ("Course Reordered")', async () => {
    const first = (await as(admin, 'POST', '/api/courses', { title: 'Reorder A', description: 'A' })).json?.course as { id: number; order: number };
    const second = (await as(admin, 'POST', '/api/courses', { title: 'Reorder B', description: 'B' })).json?.course as { id: number; order: number };
    const up = await as(admin, 'PUT', `/api/courses/${second.id}`, { ...second, order: first.order });
    expect(up.json).toEqual({ course: expect.objectContaining({ id: second.id, order: first.order }), message: 'Course Reordered' });
    expect((await as(admin, 'GET', `/api/courses/${first.id}`)).json).toMatchObject({ order: second.order });

    // One step per call, even when asked to jump: B goes back down one place only.
    const down = await as(admin, 'PUT', `/api/courses/${second.id}`, { order: first.order + 1000 });
    expect(down.json).toMatchObject({ course: { order: second.order }, message: 'Course Reordered' });
    const last = await as(admin, 'PUT', `/api/courses/${second.id}`, { order: second.order + 1 });
    expect(last.json).toMatchObject({ course: { order: second.order }, message: 'Course is already last' });
    const same = await as(admin, 'PUT', `/api/courses/${second.id}`, { order: second.order });
    expect(same.json).toMatchObject({ message: 'Course updated' });
  });

  it('DELETE /api/courses/{id}: 403 for a learner, then deleted, then 404', async () => {
    const id = ((await as(admin, 'POST', '/api/courses', valid)).json?.course as { id: number }).id;
    expectError(await as(learner, 'DELETE', `/api/courses/${id}`), 403, ADMIN_ONLY);
    expectError(await as(undefined, 'DELETE', `/api/courses/${id}`), 401, /log in/i);
    expect((await as(admin, 'DELETE', `/api/courses/${id}`)).json).toEqual({ message: 'Course deleted' });
    expectError(await as(admin, 'DELETE', `/api/courses/${id}`), 404, 'Course not found.');
  });
});

describe("a course's video file (docs/product.md#courses)", () => {
  const BUCKET = 'course-materials';
  // Real videos: the api checks that a file's first bytes are its declared type (docs/materials.md#file-contents).
  const clips: Record<string, Uint8Array> = { 'video/mp4': VALID_FILES.mp4!.bytes, 'video/webm': VALID_FILES.webm!.bytes };
  const upload = async (folder: number, name: string, contentType: string, bytes: Uint8Array = clips[contentType] ?? VALID_FILES.webm!.bytes) => {
    const path = `${folder}/${randomUUID().slice(0, 8)}-${name}`;
    return { path, error: (await (await fileAdminStorage()).storage.from(BUCKET).upload(path, bytes, { contentType })).error };
  };
  const exists = (path: string) => storageObjectExists(BUCKET, path);

  it('an admin uploads an MP4 or WebM into the course folder and sets it; a replaced file is removed from Storage', async () => {
    const id = ((await as(admin, 'POST', '/api/courses', { title: 'Video course', description: 'Watch it' })).json?.course as { id: number }).id;
    const webm = await upload(id, 'intro.webm', 'video/webm');
    expect(webm.error).toBeNull();
    const set = await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: webm.path });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ course: expect.objectContaining({ id, videoPath: webm.path }), message: 'Course updated' });
    expect((await as(admin, 'GET', `/api/courses/${id}`)).json).toMatchObject({ videoPath: webm.path });

    const mp4 = await upload(id, 'intro.mp4', 'video/mp4');
    expect(mp4.error).toBeNull();
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: mp4.path })).json?.course).toMatchObject({ videoPath: mp4.path });
    expect(await exists(webm.path)).toBe(false);
    expect(await exists(mp4.path)).toBe(true);

    // Removing it: the course has no video file, and the file goes.
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: null })).json?.course).toMatchObject({ videoPath: null });
    expect(await exists(mp4.path)).toBe(false);

    // Deleting the course removes its video file too.
    const again = await upload(id, 'again.webm', 'video/webm');
    await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: again.path });
    expect((await as(admin, 'DELETE', `/api/courses/${id}`)).status).toBe(200);
    expect(await exists(again.path)).toBe(false);
  });

  it('refuses a file that is not there, not a video, of another course, or a path of the wrong shape, with a clear message', async () => {
    const id = ((await as(admin, 'POST', '/api/courses', { title: 'Checked video', description: 'Checked' })).json?.course as { id: number }).id;
    expectError(
      await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: `${id}/never-uploaded.webm` }),
      400,
      'The video file was not uploaded; upload it again',
    );
    const pdf = await upload(id, 'slides.pdf', 'application/pdf', VALID_FILES.pdf!.bytes);
    expectError(await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: pdf.path }), 400, 'The video file must be an MP4 or WebM video');
    const elsewhere = await upload(courses.publicCourse, 'other.webm', 'video/webm');
    expectError(await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: elsewhere.path }), 400, 'The video file belongs to another course');
    for (const bad of ['../etc/passwd', `${id}/`, 'intro.webm', `${id}/a b.webm`, 42]) {
      expectError(await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: bad }), 400, 'The video file path is not valid');
    }
    expect((await db().query('select video_path from public.courses where id = $1', [id])).rows[0]).toEqual({ video_path: null });
  });

  it('the bucket refuses other video types and files over the limit; a learner can neither upload nor set a video file', async () => {
    const id = ((await as(admin, 'POST', '/api/courses', { title: 'Guarded video', description: 'Guarded' })).json?.course as { id: number }).id;
    const mov = await upload(id, 'clip.mov', 'video/quicktime');
    expect(mov.error).toMatchObject({ statusCode: '415' });
    const limit = (await db().query<{ n: string }>(`select file_size_limit::text as n from storage.buckets where id = $1`, [BUCKET])).rows[0]!.n;
    const large = await upload(id, 'large.webm', 'video/webm', new Uint8Array(Number(limit) + 1));
    expect(large.error).toMatchObject({ statusCode: '413' });

    const own = await learner.client!.storage.from(BUCKET).upload(`${id}/mine.webm`, VALID_FILES.webm!.bytes, { contentType: 'video/webm' });
    expect(own.error).not.toBeNull();
    const webm = await upload(id, 'intro.webm', 'video/webm');
    expectError(await as(learner, 'PUT', `/api/courses/${id}`, { videoPath: webm.path }), 403, ADMIN_ONLY);
    // The bucket takes videos for this, not as materials.
    expectError(
      await as(admin, 'POST', '/api/course-materials', { courseId: id, title: 'A video material', storagePath: webm.path }),
      400,
      "A video is the course's video file, not a material",
    );
    expect((await db().query('select video_path from public.courses where id = $1', [id])).rows[0]).toEqual({ video_path: null });
  });
});

describe("a course video's captions (docs/product.md#courses)", () => {
  const BUCKET = 'course-materials';
  const vtt = new TextEncoder().encode('WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\nHello.\n');
  const upload = async (folder: number, name: string, contentType: string, bytes: Uint8Array = vtt) => {
    const path = `${folder}/${randomUUID().slice(0, 8)}-${name}`;
    return { path, error: (await (await fileAdminStorage()).storage.from(BUCKET).upload(path, bytes, { contentType })).error };
  };
  const exists = (path: string) => storageObjectExists(BUCKET, path);
  const withVideo = async (title: string) => {
    // Public: learners read the captions as they read the course.
    const id = ((await as(admin, 'POST', '/api/courses', { title, description: 'Captioned', duration: 1, isPublic: true })).json?.course as { id: number }).id;
    const video = await upload(id, 'lesson.webm', 'video/webm', new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]));
    expect(video.error).toBeNull();
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: video.path })).status).toBe(200);
    return { id, videoPath: video.path };
  };

  it('an admin sets a WebVTT file beside the video; replacing it removes the old one, and a new video drops its captions', async () => {
    const { id } = await withVideo(`Captioned course ${randomUUID().slice(0, 6)}`);
    const first = await upload(id, 'lesson.vtt', 'text/vtt');
    expect(first.error).toBeNull();
    const set = await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: first.path });
    expect(set.json).toEqual({ course: expect.objectContaining({ id, captionsPath: first.path }), message: 'Course updated' });
    // Learners read it as they read the course.
    expect((await as(learner, 'GET', `/api/courses/${id}`)).json).toMatchObject({ captionsPath: first.path });

    const second = await upload(id, 'lesson-v2.vtt', 'text/vtt');
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: second.path })).json?.course).toMatchObject({ captionsPath: second.path });
    expect(await exists(first.path)).toBe(false);

    // A new video: captions timed for the old one go, file and all.
    const newVideo = await upload(id, 'lesson-v2.webm', 'video/webm', new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]));
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: newVideo.path })).json?.course).toMatchObject({
      videoPath: newVideo.path,
      captionsPath: null,
    });
    expect(await exists(second.path)).toBe(false);

    // New video and new captions in one update keep the captions; removing the video removes both.
    const third = await upload(id, 'lesson-v3.vtt', 'text/vtt');
    const thirdVideo = await upload(id, 'lesson-v3.webm', 'video/webm', new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]));
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: thirdVideo.path, captionsPath: third.path })).json?.course).toMatchObject({
      videoPath: thirdVideo.path,
      captionsPath: third.path,
    });
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { videoPath: null })).json?.course).toMatchObject({ videoPath: null, captionsPath: null });
    expect(await exists(third.path)).toBe(false);
    expect(await exists(thirdVideo.path)).toBe(false);
  });

  it('deleting the course removes its captions file; Remove Captions (null) removes only the captions', async () => {
    const { id, videoPath } = await withVideo(`Captions to delete ${randomUUID().slice(0, 6)}`);
    const captions = await upload(id, 'lesson.vtt', 'text/vtt');
    await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: captions.path });
    expect((await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: null })).json?.course).toMatchObject({ videoPath, captionsPath: null });
    expect(await exists(captions.path)).toBe(false);
    expect(await exists(videoPath)).toBe(true);
    const again = await upload(id, 'again.vtt', 'text/vtt');
    await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: again.path });
    expect((await as(admin, 'DELETE', `/api/courses/${id}`)).status).toBe(200);
    expect(await exists(again.path)).toBe(false);
    expect(await exists(videoPath)).toBe(false);
  });

  it('refuses captions without a video, not uploaded, not WebVTT, of another course or of the wrong shape; a learner can neither upload nor set them, nor make them a material', async () => {
    const bare = ((await as(admin, 'POST', '/api/courses', { title: 'No video yet', description: 'Bare' })).json?.course as { id: number }).id;
    const early = await upload(bare, 'early.vtt', 'text/vtt');
    expectError(await as(admin, 'PUT', `/api/courses/${bare}`, { captionsPath: early.path }), 400, 'Upload the video file before its captions');

    const { id } = await withVideo(`Guarded captions ${randomUUID().slice(0, 6)}`);
    expectError(await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: `${id}/never.vtt` }), 400, 'The captions file was not uploaded; upload it again');
    const text = await upload(id, 'notes.txt', 'text/plain');
    expectError(await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: text.path }), 400, 'The captions file must be a WebVTT (.vtt) file');
    const elsewhere = await upload(courses.publicCourse, 'other.vtt', 'text/vtt');
    expectError(await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: elsewhere.path }), 400, 'The captions file belongs to another course');
    for (const bad of ['../etc/passwd', `${id}/`, 'lesson.vtt', 7]) {
      expectError(await as(admin, 'PUT', `/api/courses/${id}`, { captionsPath: bad }), 400, 'The captions file path is not valid');
    }
    // The bucket takes WebVTT now, but a learner may not put anything in it.
    const own = await learner.client!.storage.from(BUCKET).upload(`${id}/mine.vtt`, vtt, { contentType: 'text/vtt' });
    expect(own.error).not.toBeNull();
    const captions = await upload(id, 'lesson.vtt', 'text/vtt');
    expectError(await as(learner, 'PUT', `/api/courses/${id}`, { captionsPath: captions.path }), 403, ADMIN_ONLY);
    expectError(
      await as(admin, 'POST', '/api/course-materials', { courseId: id, title: 'Captions as a material', storagePath: captions.path }),
      400,
      "A captions file belongs to the course's video, not a material",
    );
    expect((await db().query('select captions_path from public.courses where id = any($1)', [[id, bare]])).rows).toEqual([
      { captions_path: null },
      { captions_path: null },
    ]);
  });
});

describe('course materials', () => {
  it('GET /api/course-materials/{courseId}: anyone for public courses; draft materials only for admins', async () => {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.course_materials (course_id, title, type, description) values ($1, 'Draft sheet', 'pdf', 'Hidden'), ($2, 'Public sheet', 'link', 'Shown') returning id`,
      [courses.draftCourse, courses.publicCourse],
    );
    const publicList = await as(undefined, 'GET', `/api/course-materials/${courses.publicCourse}`);
    expect(publicList.json).toEqual([
      {
        id: Number(rows[1]!.id),
        courseId: courses.publicCourse,
        title: 'Public sheet',
        type: 'link',
        description: 'Shown',
        fileUrl: null,
        file: null,
        order: expect.any(Number),
        lang: 'en',
      },
    ]);
    expect((await as(learner, 'GET', `/api/course-materials/${courses.draftCourse}`)).json).toEqual([]);
    expect((await as(admin, 'GET', `/api/course-materials/${courses.draftCourse}`)).json).toEqual([expect.objectContaining({ title: 'Draft sheet' })]);
    expectError(await as(undefined, 'GET', '/api/course-materials/x'), 400, /id/);
  });

  it("GET /api/course-materials: every visible course's materials in one answer, by course and order; a draft's only for admins", async () => {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.course_materials (course_id, title, type, description) values ($1, 'All: draft sheet', 'pdf', 'Hidden'), ($2, 'All: public sheet', 'link', 'Shown') returning id`,
      [courses.draftCourse, courses.publicCourse],
    );
    const [draftSheet, publicSheet] = rows.map((row) => Number(row.id));
    const ids = (json: unknown) => (json as Array<{ id: number; courseId: number }>).map((m) => m.id);
    for (const caller of [undefined, learner]) {
      const all = await as(caller, 'GET', '/api/course-materials');
      expect(all.status).toBe(200);
      expect(ids(all.json)).toContain(publicSheet);
      expect(ids(all.json)).not.toContain(draftSheet);
      expect((all.json as unknown as Array<{ courseId: number }>).some((m) => m.courseId === courses.draftCourse)).toBe(false);
    }
    const admins = (await as(admin, 'GET', '/api/course-materials')).json as unknown as Array<{ id: number; courseId: number; order: number }>;
    expect(ids(admins)).toEqual(expect.arrayContaining([draftSheet!, publicSheet!]));
    // By course, then in the admins' order within it.
    const keys = admins.map((m) => [m.courseId, m.order] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('POST /api/course-materials: admin only, validated (a file or a link required), 404 for an unknown course', async () => {
    const body = {
      courseId: courses.publicCourse,
      title: 'Objection handbook',
      type: 'pdf',
      description: 'Kind answers.',
      fileUrl: 'https://example.com/h.pdf',
    };
    expectError(await as(learner, 'POST', '/api/course-materials', body), 403, ADMIN_ONLY);
    expectError(await as(admin, 'POST', '/api/course-materials', { ...body, title: ' ' }), 400, 'Material title is required');
    expectError(await as(admin, 'POST', '/api/course-materials', { courseId: courses.publicCourse }), 400, 'Material title is required');
    expectError(await as(admin, 'POST', '/api/course-materials', { ...body, type: 'video' }), 400, 'Type must be pdf, image, document or link');
    expectError(await as(admin, 'POST', '/api/course-materials', { ...body, fileUrl: 'javascript:alert(1)' }), 400, /http/);
    expectError(await as(admin, 'POST', '/api/course-materials', { ...body, courseId: '1' }), 400, 'courseId must be the id of a course');
    expectError(await as(admin, 'POST', '/api/course-materials', { ...body, courseId: 99_999_999 }), 404, 'Course not found.');

    const created = await as(admin, 'POST', '/api/course-materials', body);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      material: { id: expect.any(Number), ...body, file: null, order: expect.any(Number), lang: 'en' },
      message: 'Material added',
    });
    const minimal = await as(admin, 'POST', '/api/course-materials', {
      courseId: courses.publicCourse,
      title: 'Just a link',
      fileUrl: 'https://example.com/j',
    });
    expect(minimal.json?.material).toMatchObject({ type: 'document', description: '', fileUrl: 'https://example.com/j' });
  });

  it('POST /api/course-materials: 400 for a material with nothing to open (no file, no link), and nothing is saved', async () => {
    const planner = { courseId: courses.publicCourse, title: 'Follow-up planner', type: 'pdf' };
    // No link, null ones, or a blank link (read as none).
    for (const body of [planner, { ...planner, fileUrl: null, storagePath: null }, { ...planner, fileUrl: '  ' }]) {
      expectError(await as(admin, 'POST', '/api/course-materials', body), 400, NOTHING_TO_OPEN);
    }
    // The title's problem is said first, as before.
    expectError(await as(admin, 'POST', '/api/course-materials', { ...planner, title: ' ' }), 400, 'Material title is required');
    const saved = await db().query('select 1 from public.course_materials where course_id = $1 and title = $2', [courses.publicCourse, planner.title]);
    expect(saved.rowCount).toBe(0);
  });

  it('DELETE /api/course-materials/{id}: 403 for a learner, then removed, then 404', async () => {
    const id = (
      (await as(admin, 'POST', '/api/course-materials', { courseId: courses.publicCourse, title: 'Temporary', fileUrl: 'https://example.com/t' })).json
        ?.material as { id: number }
    ).id;
    expectError(await as(learner, 'DELETE', `/api/course-materials/${id}`), 403, ADMIN_ONLY);
    expect((await as(admin, 'DELETE', `/api/course-materials/${id}`)).json).toEqual({ message: 'Material removed' });
    expectError(await as(admin, 'DELETE', `/api/course-materials/${id}`), 404, 'Material not found');
  });
});

describe('quizzes for admins', () => {
  const valid = {
    courseId: null as number | null,
    question: 'What makes a good follow-up?',
    choices: ['Pressure', 'A kind check-in', 'Silence', 'A discount'],
    correctAnswer: 1,
    explanation: 'People respond to care, not pressure.',
    points: 20,
  };

  it('POST /api/quizzes creates a quiz with its key (points default to 10; null course = general)', async () => {
    const answer = await as(admin, 'POST', '/api/quizzes', { ...valid, courseId: courses.publicCourse });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ quiz: { id: expect.any(Number), ...valid, courseId: courses.publicCourse, lang: 'en' }, message: 'Quiz created' });
    const general = await as(admin, 'POST', '/api/quizzes', { ...valid, points: undefined, explanation: undefined });
    expect(general.json?.quiz).toMatchObject({ courseId: null, points: 10, explanation: '' });
  });

  it.each([
    [{ question: '' }, 'Question is required'],
    [{ choices: ['a', 'b', 'c'] }, 'A quiz needs four non-empty choices'],
    [{ choices: ['a', 'b', ' ', 'd'] }, 'A quiz needs four non-empty choices'],
    [{ choices: 'abcd' }, 'A quiz needs four non-empty choices'],
    [{ correctAnswer: 4 }, 'Choose which of the four choices is correct'],
    [{ correctAnswer: undefined }, 'Choose which of the four choices is correct'],
    [{ points: 0 }, 'Points must be a whole number from 1 to 100'],
    [{ points: 101 }, 'Points must be a whole number from 1 to 100'],
    [{ points: 'ten' }, 'Points must be a whole number from 1 to 100'],
    [{ courseId: 'general' }, 'courseId must be the id of a course, or null for a general quiz'],
  ])('POST /api/quizzes refuses %j with 400 "%s"', async (change, message) => {
    expectError(await as(admin, 'POST', '/api/quizzes', { ...valid, ...change }), 400, message);
  });

  it('POST /api/quizzes: 404 for an unknown course, 403 for a learner, 401 anonymous', async () => {
    expectError(await as(admin, 'POST', '/api/quizzes', { ...valid, courseId: 99_999_999 }), 404, 'Course not found.');
    expectError(await as(learner, 'POST', '/api/quizzes', valid), 403, ADMIN_ONLY);
    expectError(await as(undefined, 'POST', '/api/quizzes', valid), 401, /log in/i);
  });

  it('admins read the keys in GET /api/quizzes and GET /api/course-quizzes/{courseId}; learners do not', async () => {
    const quizId = await makeQuiz(courses.publicCourse, 3, 15);
    const forAdmin = (await as(admin, 'GET', `/api/course-quizzes/${courses.publicCourse}`)).json as unknown as { id: number }[];
    expect(forAdmin.find((quiz) => quiz.id === quizId)).toEqual({
      id: quizId,
      courseId: courses.publicCourse,
      question: 'Which is right?',
      choices: ['Choice A', 'Choice B', 'Choice C', 'Choice D'],
      points: 15,
      correctAnswer: 3,
      explanation: 'Because C.',
      lang: 'en',
    });
    const all = (await as(admin, 'GET', '/api/quizzes')).json as unknown as { id: number; correctAnswer?: number }[];
    expect(all.find((quiz) => quiz.id === quizId)).toMatchObject({ correctAnswer: 3 });

    const forLearner = await as(learner, 'GET', `/api/course-quizzes/${courses.publicCourse}`);
    expect((forLearner.json as unknown as { id: number }[]).map((quiz) => quiz.id)).toContain(quizId);
    expect(forLearner.text).not.toMatch(/correctAnswer|explanation/);
    expect((await as(learner, 'GET', '/api/quizzes')).text).not.toMatch(/correctAnswer|explanation/);
  });

  it('PUT /api/quizzes/{id} rewrites the quiz and its key; 404 for an unknown quiz; 403 for a learner', async () => {
    const id = ((await as(admin, 'POST', '/api/quizzes', valid)).json?.quiz as { id: number }).id;
    const changed = { ...valid, question: 'Best follow-up?', correctAnswer: 2, points: 5, courseId: courses.publicCourse };
    expectError(await as(learner, 'PUT', `/api/quizzes/${id}`, changed), 403, ADMIN_ONLY);
    const answer = await as(admin, 'PUT', `/api/quizzes/${id}`, changed);
    expect(answer.json).toEqual({ quiz: { id, ...changed, lang: 'en' }, message: 'Quiz updated' });
    expectError(await as(admin, 'PUT', '/api/quizzes/99999999', changed), 404, 'Quiz not found');
    const { rows } = await db().query('select correct_answer from public.quiz_keys where quiz_id = $1', [id]);
    expect(rows).toEqual([{ correct_answer: 2 }]);
  });

  it('checks the question, choices and explanation for income claims: refused without a reason (422, nothing saved), kept with one', async () => {
    const marker = `Claim quiz ${randomUUID()}`;
    const flagged = { ...valid, question: `${marker}: why listen?`, explanation: 'Because you will earn $10,000 a month if you listen.' };
    const refused = await as(admin, 'POST', '/api/quizzes', flagged);
    expectError(refused, 422, /\$10,000 a month/);
    expect(refused.json?.error).toBe('Possible income claim');
    expect(refused.json?.claims).toEqual([{ match: '$10,000 a month', reason: expect.any(String), code: expect.any(String) }]);
    expectError(await as(admin, 'POST', '/api/quizzes', { ...flagged, claimReason: '  ' }), 422, /\$10,000 a month/);
    expect((await db().query('select 1 from public.quizzes where question like $1', [`${marker}%`])).rowCount).toBe(0);

    const saved = await as(admin, 'POST', '/api/quizzes', { ...flagged, claimReason: 'Shown as what not to say' });
    expect(saved.status).toBe(201);
    const id = (saved.json?.quiz as { id: number }).id;
    expect(saved.json?.quiz).toMatchObject({ explanation: flagged.explanation });
    const overrides = () => db().query(`select reason, admin_id, hits from app.claim_overrides where subject = 'quiz' and subject_id = $1 order by id`, [id]);
    expect((await overrides()).rows).toEqual([
      { reason: 'Shown as what not to say', admin_id: admin.id, hits: [{ match: '$10,000 a month', reason: expect.any(String) }] },
    ]);

    // An edit is checked again (a choice this time), and a reason kept once per flagged text.
    const choiceClaim = { ...valid, question: `${marker}: edited`, choices: ['Pressure', 'Quit your job', 'Silence', 'A discount'] };
    expectError(await as(admin, 'PUT', `/api/quizzes/${id}`, choiceClaim), 422, /quit your job/i);
    expect((await as(admin, 'PUT', `/api/quizzes/${id}`, { ...choiceClaim, claimReason: 'Quoted as a warning' })).status).toBe(200);
    expect((await overrides()).rows.map((row) => row.reason)).toEqual(['Shown as what not to say', 'Quoted as a warning']);

    // Any other write path (here plain SQL, no reason set) is refused too.
    await expect(db().query(`update public.quiz_keys set explanation = 'Get rich with passive income' where quiz_id = $1`, [id])).rejects.toMatchObject({
      code: 'MT422',
    });
  });

  it('DELETE /api/quizzes/{id}: 403 for a learner, then deleted, then 404', async () => {
    const id = ((await as(admin, 'POST', '/api/quizzes', valid)).json?.quiz as { id: number }).id;
    expectError(await as(learner, 'DELETE', `/api/quizzes/${id}`), 403, ADMIN_ONLY);
    expect((await as(admin, 'DELETE', `/api/quizzes/${id}`)).json).toEqual({ message: 'Quiz deleted' });
    expectError(await as(admin, 'DELETE', `/api/quizzes/${id}`), 404, 'Quiz not found');
  });
});
