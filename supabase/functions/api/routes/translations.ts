/**
 * Content translations, admin only (docs/decisions.md, "Languages": content translations): write or
 * remove a course's or a quiz's Spanish or Arabic version, and count how much is translated (and
 * out of date: each translation read says whether its English changed since it was saved). The
 * body's limits are the source fields' (contract/translations.ts); a translated quiz has the
 * source's number of choices, in its order. Writes go through RLS as the admin and are
 * claim-checked like the source (422 unless a reason comes with flagged text). Update, then insert
 * when missing (not `on conflict`: an upsert fires the claim check's insert and update triggers both).
 * The edit form reads a course's or a quiz's translations back, keyed by language.
 * A course translation may carry its own video file and captions (setCourseTranslationVideo): named
 * after their upload and checked as the course's own (routes/courses.ts: the first bytes here,
 * app.course_translation_video_file in the database); a replaced or removed file, or the files of a
 * removed translation, are deleted from Storage once the change is committed.
 */
import { MATERIAL_BUCKET, MESSAGES } from '../../../../contract/index.ts';
import { asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { checkUploadedFile } from '../file-contents.ts';
import { allowFlaggedClaims, requireAdmin, requireTranslationScript } from '../guards.ts';
import { removeMaterialFiles } from '../material-files.ts';
import { outOfDateColumn } from '../translation-freshness.ts';

const updatedAt = (tx: Tx) => tx`to_jsonb(updated_at) #>> '{}' as "updatedAt"`;

type CourseTranslationRow = AnswerOf<'putCourseTranslation'>['translation'];

/** A course translation's columns as the edit form reads them. */
const courseTranslationColumns = (tx: Tx) =>
  tx`course_id as "courseId", locale, title, description, ${updatedAt(tx)}, ${outOfDateColumn(tx, 'courses', 'course_id')},
     video_path as "videoPath", captions_path as "captionsPath"`;

/** A quiz translation is out of date when its question and choices or its explanation are (translation-freshness.ts). */
const quizOutOfDate = (tx: Tx) =>
  tx`(app.translation_current('quizzes', t.quiz_id::text, t.source_digest) is false
      or app.translation_current('quizKeys', t.quiz_id::text, k.source_digest) is false) as "outOfDate"`;

/** The source's number of choices, or 404 when the quiz does not exist. */
async function sourceChoiceCount(tx: Tx, quizId: number): Promise<number> {
  const [quiz] = await tx<{ count: number }[]>`select cardinality(choices) as count from public.quizzes where id = ${quizId}`;
  if (!quiz) throw new HttpError(404, MESSAGES.quizNotFound);
  return quiz.count;
}

/** Each language's row keyed by its locale (`{es?, ar?}`), as the edit form reads them. */
const byLocale = <Row extends { locale: string }>(rows: readonly Row[]) => Object.fromEntries(rows.map((row) => [row.locale, row]));

export const translationHandlers: Handlers<
  | 'courseTranslations'
  | 'quizTranslations'
  | 'putCourseTranslation'
  | 'deleteCourseTranslation'
  | 'setCourseTranslationVideo'
  | 'putQuizTranslation'
  | 'deleteQuizTranslation'
  | 'translationCoverage'
> = {
  courseTranslations: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      const [course] = await tx`select id from public.courses where id = ${params.id}`;
      if (!course) throw new HttpError(404, MESSAGES.courseNotFound);
      const rows = await tx<CourseTranslationRow[]>`
        select ${courseTranslationColumns(tx)} from public.course_translations where course_id = ${params.id} order by locale`;
      return byLocale(rows);
    }),
  quizTranslations: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await sourceChoiceCount(tx, params.id);
      const rows = await tx<AnswerOf<'putQuizTranslation'>['translation'][]>`
        select t.quiz_id as "quizId", t.locale, t.question, t.choices, coalesce(k.explanation, '') as explanation,
               to_jsonb(t.updated_at) #>> '{}' as "updatedAt", ${quizOutOfDate(tx)}
          from public.quiz_translations t
          left join public.quiz_key_translations k on k.quiz_id = t.quiz_id and k.locale = t.locale
         where t.quiz_id = ${params.id} order by t.locale`;
      return byLocale(rows);
    }),
  putCourseTranslation: ({ claims, params, body }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      requireTranslationScript(params.locale, body);
      await allowFlaggedClaims(tx, body.claimReason);
      const [course] = await tx`select id from public.courses where id = ${params.id}`;
      if (!course) throw new HttpError(404, MESSAGES.courseNotFound);
      const returning = tx`returning ${courseTranslationColumns(tx)}`;
      const [updated] = await tx<CourseTranslationRow[]>`
        update public.course_translations set title = ${body.title}, description = ${body.description}, updated_at = now()
         where course_id = ${params.id} and locale = ${params.locale} ${returning}`;
      const translation =
        updated ??
        (
          await tx<CourseTranslationRow[]>`
          insert into public.course_translations (course_id, locale, title, description)
          values (${params.id}, ${params.locale}, ${body.title}, ${body.description}) ${returning}`
        )[0];
      if (!translation) throw new Error('the translation was not saved');
      return { translation, message: 'Translation saved' };
    }),
  deleteCourseTranslation: async ({ claims, params, request }) => {
    const files = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      const deleted = await tx<{ videoPath: string | null; captionsPath: string | null }[]>`
        delete from public.course_translations where course_id = ${params.id} and locale = ${params.locale}
        returning video_path as "videoPath", captions_path as "captionsPath"`;
      const [row] = deleted;
      if (!row) throw new HttpError(404, 'This course has no translation in that language');
      return [row.videoPath, row.captionsPath];
    });
    // Its own video and captions go with it: nothing names them any more.
    await removeMaterialFiles(request, files);
    return { message: 'Translation removed' };
  },
  setCourseTranslationVideo: async ({ claims, params, body, request }) => {
    // Both files are checked alike, as the course's own video and captions are (routes/courses.ts).
    for (const path of [body.videoPath, body.captionsPath]) if (path) await checkUploadedFile(claims, MATERIAL_BUCKET, path);
    const { translation, replaced } = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      const [course] = await tx`select id from public.courses where id = ${params.id}`;
      if (!course) throw new HttpError(404, MESSAGES.courseNotFound);
      const [current] = await tx<CourseTranslationRow[]>`
        select ${courseTranslationColumns(tx)} from public.course_translations where course_id = ${params.id} and locale = ${params.locale} for update`;
      if (!current) throw new HttpError(404, 'Save the translated title and description before its video');
      const set = Object.fromEntries(
        Object.entries({ video_path: body.videoPath, captions_path: body.captionsPath }).filter(([, value]) => value !== undefined),
      );
      const [saved] = await tx<CourseTranslationRow[]>`
        update public.course_translations set ${tx(set)} where course_id = ${params.id} and locale = ${params.locale}
        returning ${courseTranslationColumns(tx)}`;
      if (!saved) throw new Error('the translation was not saved');
      // A file the translation no longer names (replaced, removed, or captions dropped with their video).
      const gone = [current.videoPath, current.captionsPath].filter((path) => path && path !== saved.videoPath && path !== saved.captionsPath);
      return { translation: saved, replaced: gone };
    });
    await removeMaterialFiles(request, replaced);
    const message = body.videoPath === null ? 'Video removed' : body.videoPath ? 'Video saved' : body.captionsPath ? 'Captions saved' : 'Captions removed';
    return { translation, message };
  },
  putQuizTranslation: ({ claims, params, body }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      requireTranslationScript(params.locale, body);
      await allowFlaggedClaims(tx, body.claimReason);
      const count = await sourceChoiceCount(tx, params.id);
      if (body.choices.length !== count) throw new HttpError(400, `The translation needs the quiz's ${count} choices, in its order`);
      const [updated] = await tx`
        update public.quiz_translations set question = ${body.question}, choices = ${tx.array(body.choices)}::text[], updated_at = now()
         where quiz_id = ${params.id} and locale = ${params.locale} returning quiz_id`;
      if (updated) {
        await tx`update public.quiz_key_translations set explanation = ${body.explanation}, updated_at = now()
                  where quiz_id = ${params.id} and locale = ${params.locale}`;
      } else {
        await tx`insert into public.quiz_translations (quiz_id, locale, question, choices)
                 values (${params.id}, ${params.locale}, ${body.question}, ${tx.array(body.choices)}::text[])`;
        await tx`insert into public.quiz_key_translations (quiz_id, locale, explanation)
                 values (${params.id}, ${params.locale}, ${body.explanation})`;
      }
      const [translation] = await tx<AnswerOf<'putQuizTranslation'>['translation'][]>`
        select t.quiz_id as "quizId", t.locale, t.question, t.choices, k.explanation, to_jsonb(t.updated_at) #>> '{}' as "updatedAt", ${quizOutOfDate(tx)}
          from public.quiz_translations t
          join public.quiz_key_translations k on k.quiz_id = t.quiz_id and k.locale = t.locale
         where t.quiz_id = ${params.id} and t.locale = ${params.locale}`;
      if (!translation) throw new Error('the translation was not saved');
      return { translation, message: 'Translation saved' };
    }),
  deleteQuizTranslation: ({ claims, params }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      // The explanation's row goes with it (its foreign key cascades).
      const deleted = await tx`delete from public.quiz_translations where quiz_id = ${params.id} and locale = ${params.locale} returning quiz_id`;
      if (deleted.length === 0) throw new HttpError(404, 'This quiz has no translation in that language');
      return { message: 'Translation removed' };
    }),
  translationCoverage: ({ claims }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      // Every kind of text, counted in one place (translation_sources.sql).
      return await rpcResult<AnswerOf<'translationCoverage'>>(tx`select app.translation_coverage() as result`);
    }),
};
