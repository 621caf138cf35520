/**
 * The demo seed's files (docs/operators.md#demo-content): after supabase/seed.sql has made the demo
 * courses, every file in supabase/seed-files/ named in DEMO_FILES is stored in the course-materials
 * bucket the way the local Storage API stores an upload (a file version under STACK_DIR plus its
 * storage.objects row), under the folder of the course it belongs to; then the seeded material (or
 * the course's video, or the video's captions, or a course translation's video or captions: each
 * lesson also comes in Spanish and Arabic, seeded as the course's es and ar translations' own
 * video, docs/decisions.md "Languages") points at it. Each file's first bytes are checked
 * against its type and the version recorded in app.checked_files, as the api function does for an
 * admin's upload (docs/materials.md#file-contents): a demo file that is not what it says stops the
 * seed. Local only, first run only, like seed.sql: a step of the project's local hooks
 * (supabase/local-hooks.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

import { fileContentProblem, SIGNATURE_BYTES } from '../../contract/file-contents';
import { FileStore } from '../../local/storage/files';

interface DemoFile {
  course: string;
  /** The seeded material this file is for; absent: the course's video (or, for a WebVTT file, its captions). */
  material?: string;
  /** The course translation whose own video (or captions) this is; absent: the course's. */
  locale?: 'es' | 'ar';
  file: string;
  mimetype: string;
}

/**
 * Every demo course's lesson video and its captions (scripts/make-demo-lessons.mjs makes both from
 * scripts/demo-lessons.mjs), the video first: captions need their video. Each in English (the
 * course's own) and in Spanish and Arabic (<file>.es / <file>.ar: its translations' own).
 */
const LESSON_FILES: Array<[course: string, file: string]> = [
  ['Prospecting Fundamentals', 'lesson-prospecting-fundamentals'],
  ['Social Media Without Spamming', 'lesson-social-media-without-spamming'],
  ['Running a Great Team Call', 'lesson-running-a-great-team-call'],
  ['Daily Challenge: Talk to 10 People', 'lesson-talk-to-10-people'],
  ['Daily Challenge: 15 Days of Video', 'lesson-15-days-of-video'],
  ['Daily Challenge: 10 Birthday Messages', 'lesson-10-birthday-messages'],
  ['Daily Challenge: Post Every Day for 30 Days', 'lesson-post-every-day-for-30-days'],
  ['Coaching Your First Team Members', 'lesson-coaching-your-first-team-members'],
];

export const DEMO_FILES: DemoFile[] = [
  { course: 'Prospecting Fundamentals', material: 'Conversation starter script', file: 'conversation-starter-script.pdf', mimetype: 'application/pdf' },
  { course: 'Prospecting Fundamentals', material: 'FORM questions cheat sheet', file: 'form-questions.txt', mimetype: 'text/plain; charset=utf-8' },
  { course: 'Prospecting Fundamentals', material: 'Contact list template', file: 'contact-list-template.csv', mimetype: 'text/csv; charset=utf-8' },
  { course: 'Social Media Without Spamming', material: '30-day content calendar', file: 'content-calendar.pdf', mimetype: 'application/pdf' },
  { course: 'Social Media Without Spamming', material: 'Post ideas that help, not sell', file: 'post-ideas.txt', mimetype: 'text/plain; charset=utf-8' },
  { course: 'Running a Great Team Call', material: 'Team call agenda', file: 'team-call-agenda.txt', mimetype: 'text/plain; charset=utf-8' },
  { course: 'Running a Great Team Call', material: 'Recognition ideas', file: 'recognition-ideas.png', mimetype: 'image/png' },
  { course: 'Daily Challenge: Talk to 10 People', material: '10 conversations tracker', file: 'conversations-tracker.pdf', mimetype: 'application/pdf' },
  { course: 'Daily Challenge: 15 Days of Video', material: 'Video prompts for 15 days', file: 'video-prompts.txt', mimetype: 'text/plain; charset=utf-8' },
  {
    course: 'Daily Challenge: 10 Birthday Messages',
    material: 'Birthday message examples',
    file: 'birthday-messages.txt',
    mimetype: 'text/plain; charset=utf-8',
  },
  { course: 'Daily Challenge: Post Every Day for 30 Days', material: '30 post prompts', file: 'post-prompts.txt', mimetype: 'text/plain; charset=utf-8' },
  { course: 'Coaching Your First Team Members', material: 'New member first-week checklist', file: 'first-week-checklist.pdf', mimetype: 'application/pdf' },
  ...LESSON_FILES.flatMap(([course, file]) => [
    { course, file: `${file}.webm`, mimetype: 'video/webm' },
    { course, file: `${file}.vtt`, mimetype: 'text/vtt' },
    ...(['es', 'ar'] as const).flatMap((locale) => [
      { course, locale, file: `${file}.${locale}.webm`, mimetype: 'video/webm' },
      { course, locale, file: `${file}.${locale}.vtt`, mimetype: 'text/vtt' },
    ]),
  ]),
];

/** The course (or course translation) column a file that is no material fills. */
const courseColumn = (mimetype: string) => (mimetype === 'text/vtt' ? 'captions_path' : 'video_path');

/** Stores the demo files and links them; returns how many were stored. */
export async function seedDemoFiles(dbUrl: string, stackDir: string, projectDir: string): Promise<number> {
  const files = new FileStore(stackDir);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query('begin');
    let stored = 0;
    for (const demo of DEMO_FILES) {
      const course = await client.query<{ id: string }>('select id::text from public.courses where title = $1', [demo.course]);
      const courseId = course.rows[0]?.id;
      if (!courseId) throw new Error(`seed file ${demo.file}: no course titled "${demo.course}"`);
      const bytes = readFileSync(join(projectDir, 'supabase', 'seed-files', demo.file));
      const problem = fileContentProblem(demo.mimetype, bytes.subarray(0, SIGNATURE_BYTES));
      if (problem) throw new Error(`seed file ${demo.file}: ${problem}`);
      const version = await files.write(bytes);
      const now = new Date().toISOString();
      const metadata = {
        eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
        size: bytes.length,
        mimetype: demo.mimetype,
        cacheControl: 'max-age=3600',
        lastModified: now,
        contentLength: bytes.length,
        httpStatusCode: 200,
      };
      const name = `${courseId}/${demo.file}`;
      await client.query(`insert into storage.objects (bucket_id, name, metadata, version) values ('course-materials', $1, $2, $3)`, [name, metadata, version]);
      await client.query(`insert into app.checked_files (bucket_id, name, version, mime_type) values ('course-materials', $1, $2, $3)`, [
        name,
        version,
        demo.mimetype,
      ]);
      const linked = demo.material
        ? await client.query('update public.course_materials set storage_path = $1, file_url = null where course_id = $2 and title = $3', [
            name,
            courseId,
            demo.material,
          ])
        : demo.locale
          ? await client.query(`update public.course_translations set ${courseColumn(demo.mimetype)} = $1 where course_id = $2 and locale = $3`, [
              name,
              courseId,
              demo.locale,
            ])
          : await client.query(`update public.courses set ${courseColumn(demo.mimetype)} = $1, video_url = null where id = $2`, [name, courseId]);
      if (linked.rowCount !== 1) {
        const target = demo.material ? `material "${demo.material}"` : demo.locale ? `${demo.locale} translation` : 'course';
        throw new Error(`seed file ${demo.file}: no ${target} to link it to`);
      }
      stored += 1;
    }
    await client.query('commit');
    return stored;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
