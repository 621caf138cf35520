/**
 * One owner per enumeration (docs/database.md): the lists the contract states (contract/rules.ts) and
 * the checks the database enforces (supabase/schemas) must say the same, or a value one side accepts
 * fails on the other at run time. Read from the running database's catalog.
 */
import {
  COURSE_CAPTIONS_TYPES,
  COURSE_CATEGORIES,
  COURSE_VIDEO_TYPES,
  LINK_SOURCES,
  MATERIAL_BUCKET,
  MATERIAL_FILE_TYPES,
  MATERIAL_TYPES,
  QUIZ,
  REDEMPTION_STATUSES,
  REMINDER_OFFER_ANSWERS,
  REWARD_FULFILMENTS,
  TRANSLATION_LOCALES,
} from '@contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('stack').dbUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

async function checkDefinition(table: string, constraint: string): Promise<string> {
  const { rows } = await db.query<{ def: string }>(
    'select pg_get_constraintdef(c.oid) as def from pg_constraint c where c.conrelid = $1::regclass and c.conname = $2',
    [table, constraint],
  );
  const def = rows[0]?.def;
  if (!def) throw new Error(`no check ${constraint} on ${table}`);
  return def;
}

const quotedValues = (definition: string) => [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]).sort();
const bounds = (definition: string) => [...definition.matchAll(/(>=|<=) (\d+)/g)].map((match) => `${match[1]} ${match[2]}`);

describe('the contract and the database agree on', () => {
  it.each([
    ['course categories', 'public.courses', 'courses_category_check', COURSE_CATEGORIES],
    ['material types', 'public.course_materials', 'course_materials_type_check', MATERIAL_TYPES],
    ['redemption statuses', 'public.redemptions', 'redemptions_status_check', REDEMPTION_STATUSES],
    ['reward fulfilments', 'public.rewards', 'rewards_fulfilment_check', REWARD_FULFILMENTS],
    ['reminder offer answers', 'public.reminder_settings', 'reminder_settings_offer_answer_check', REMINDER_OFFER_ANSWERS],
    ['course translation languages', 'public.course_translations', 'course_translations_locale_check', TRANSLATION_LOCALES],
    ['quiz translation languages', 'public.quiz_translations', 'quiz_translations_locale_check', TRANSLATION_LOCALES],
    ['quiz explanation languages', 'public.quiz_key_translations', 'quiz_key_translations_locale_check', TRANSLATION_LOCALES],
    ['station translation languages', 'public.mission_translations', 'mission_translations_locale_check', TRANSLATION_LOCALES],
    ['challenge translation languages', 'public.challenge_translations', 'challenge_translations_locale_check', TRANSLATION_LOCALES],
  ] as const)('%s', async (_what, table, constraint, values) => {
    expect(quotedValues(await checkDefinition(table, constraint))).toEqual([...values].sort());
  });

  it('invitation link sources (the column check and the signup trigger read app.link_sources())', async () => {
    const { rows } = await db.query<{ sources: string[] }>('select app.link_sources() as sources');
    expect([...(rows[0]?.sources ?? [])].sort()).toEqual([...LINK_SOURCES].sort());
    expect(await checkDefinition('app.referrals', 'referrals_link_source_check')).toContain('app.link_sources()');
  });

  it("the file types: the materials bucket takes the material types, the course video types and the captions types; app.checked_video_files (a course's and a translation's video) the video and captions types", async () => {
    const { rows } = await db.query<{ types: string[] }>('select allowed_mime_types as types from storage.buckets where id = $1', [MATERIAL_BUCKET]);
    expect([...(rows[0]?.types ?? [])].sort()).toEqual([...Object.keys(MATERIAL_FILE_TYPES), ...COURSE_VIDEO_TYPES, ...COURSE_CAPTIONS_TYPES].sort());
    const { rows: source } = await db.query<{ src: string }>(
      `select prosrc as src from pg_proc where proname = 'checked_video_files' and pronamespace = 'app'::regnamespace`,
    );
    expect([...(source[0]?.src ?? '').matchAll(/'(video\/[a-z0-9]+)'/g)].map((match) => match[1]).sort()).toEqual([...COURSE_VIDEO_TYPES].sort());
    expect([...(source[0]?.src ?? '').matchAll(/'(text\/[a-z0-9]+)'/g)].map((match) => match[1]).sort()).toEqual([...COURSE_CAPTIONS_TYPES].sort());
  });

  it('quiz point limits (a quiz, and the default an operator sets)', async () => {
    const expected = [`>= ${QUIZ.minPoints}`, `<= ${QUIZ.maxPoints}`];
    expect(bounds(await checkDefinition('public.quizzes', 'quizzes_points_check'))).toEqual(expected);
    expect(bounds(await checkDefinition('app.settings', 'settings_quiz_default_points_check'))).toEqual(expected);
  });
});
