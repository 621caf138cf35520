/**
 * E-mail in the learner's language (docs/decisions.md, "Languages": mail and push), read from the
 * stack's mail catcher: a Spanish learner's reminder, a nudge (the member's sign-up language) and a
 * reward e-mail in Spanish; an invitation in Arabic, right to left, as the inviter chose; the Auth
 * e-mails from config.toml's templates on `.Data.locale`: recovery in Arabic once the profile's
 * language is Arabic (PUT profile keeps the auth metadata in step, that key only), and, on a stack of
 * its own with confirmations on, the sign-up confirmation in Spanish when the screen was Spanish. An
 * English learner's mails read as before. Attacks: a language outside en/es/ar is refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../../local/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, callApi, closeDb, db, stack, uniqueEmail } from '../support/clients';
import { mailsTo, nextMail } from '../support/inbox';
import { startThrowawayStack } from '../support/throwaway-stack';
import { pause, until } from '../support/waiting';
import { type Caller, expectError, newLearner, fileAdmin } from './api-helpers';
import { rewardTitleIn } from '../support/reward-titles';
import { grant } from './db-helpers';

const as = (caller: Caller, method: string, path: string, body?: unknown) => callApi(method, path, { token: caller.token, body });

/** The first mail to `address` whose subject is `subject`, waiting for the catcher to have it. */
async function mailWith(address: string, subject: string, inboxUrl = stack().inboxUrl) {
  return until(async () => (await mailsTo(inboxUrl, address)).find((mail) => mail.subject === subject), `"${subject}" to ${address}`, {
    timeoutMs: 15_000,
    everyMs: 150,
  });
}

async function setLocale(caller: Caller, locale: 'en' | 'es' | 'ar' | null, name = 'Mail Learner') {
  const saved = await as(caller, 'PUT', `/api/users/${caller.id}/profile`, { name, phone: '', locale });
  expect(saved.status).toBe(200);
}

/** A daily reminder due now in the learner's zone (5 minutes ago, inside its two-hour window), by e-mail. */
async function dailyReminderDueNow(caller: Caller) {
  const { rows } = await db().query<{ zone: string; at: string }>(
    `select z.zone, to_char((now() at time zone z.zone) - interval '5 minutes', 'HH24:MI') as at
       from unnest(array['UTC', 'Asia/Tokyo', 'America/New_York']) z(zone)
      where ((now() at time zone z.zone) - interval '5 minutes')::date = (now() at time zone z.zone)::date limit 1`,
  );
  await db().query('update public.profiles set time_zone = $2 where id = $1', [caller.id, rows[0]!.zone]);
  const saved = await as(caller, 'PUT', `/api/users/${caller.id}/reminders`, {
    dailyAt: rows[0]!.at,
    streakRisk: false,
    weeklyRecap: false,
    byEmail: true,
    byPush: false,
  });
  expect(saved.status).toBe(200);
}

/** A member of `sponsor`'s team, signed up on a screen in `locale`, inactive for ten days (stuck: nudgeable). */
async function stuckMember(sponsor: Caller, name: string, locale: 'es' | 'ar') {
  const { rows } = await db().query<{ code: string }>('select invite_code as code from public.profiles where id = $1', [sponsor.id]);
  const email = uniqueEmail('miembro');
  const registered = await callApi('POST', '/api/auth/register', {
    body: { name, email, password: 'mail-secret-1', referralCode: rows[0]!.code, locale },
  });
  expect(registered.status).toBe(201);
  const id = (registered.json as { user: { id: string } }).user.id;
  await db().query(`update public.profiles set created_at = now() - interval '10 days', last_login_on = null where id = $1`, [id]);
  return { id, email };
}

afterAll(async () => {
  await closeDb();
});

describe("the api's e-mails", () => {
  it("sends a Spanish learner's reminder in Spanish and an English learner's as before", async () => {
    const [spanish, english] = await Promise.all([newLearner('Sofía Recordatorio'), newLearner('Rita Reminder')]);
    await setLocale(spanish, 'es', 'Sofía Recordatorio');
    await Promise.all([dailyReminderDueNow(spanish), dailyReminderDueNow(english)]);
    expect((await callApi('POST', '/api/reminders/run', { headers: { 'x-cron-secret': stack().serviceRoleKey } })).status).toBe(200);

    const es = await mailWith(spanish.email, 'Tu paso de hoy te espera');
    expect(es.text).toMatch(
      /^Hola, Sofía Recordatorio:\n\nTu paso de dos minutos de hoy está listo cuando tú lo estés\.\n\nAbrir el paso de hoy: \S+\/dashboard\?reminder=\d+/,
    );
    expect(es.text).toMatch(/Deja de recibir los correos de recordatorio con un clic: \S+\/unsubscribe\?reminders=[0-9a-f-]{36}/);
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).not.toMatch(/Today|Unsubscribe|Hi /);

    const en = await mailWith(english.email, "Today's step is waiting");
    expect(en.text).toMatch(/^Hi Rita Reminder,\n\nYour two-minute step for today is ready when you are\.\n\nOpen today's step: \S+\/dashboard\?reminder=\d+/);
    expect(en.text).toMatch(/Stop reminder e-mails with one click: /);
  });

  it("nudges a member in the language they signed up in, and e-mails a Spanish learner's reward in Spanish", async () => {
    const sponsor = await newLearner('Ada Sponsor');
    // The member signed up on a Spanish screen (the web sends it) and never picked a language.
    const { id: memberId, email } = await stuckMember(sponsor, 'Mateo Miembro', 'es');
    expect((await db().query('select locale from public.profiles where id = $1', [memberId])).rows[0]).toEqual({ locale: null });

    const before = (await mailsTo(stack().inboxUrl, email)).length;
    expect((await as(sponsor, 'POST', `/api/team/${memberId}/nudge`)).status).toBe(200);
    const nudge = await nextMail(stack().inboxUrl, email, before);
    expect(nudge.subject).toBe('Ada Sponsor te está animando');
    // The next station by its Spanish title (the product data's translation), not the English one.
    expect(nudge.text).toMatch(
      /^Hola, Mateo Miembro:\n\nAda Sponsor te está animando en Money Train Academy\. Tu próxima parada es Estación 1: Descubre tu porqué\. Te llevará unos dos minutos\./,
    );
    expect(nudge.html).toContain('Tu próxima parada es Estación 1: Descubre tu porqué.');
    expect(`${nudge.text}${nudge.html}`).not.toMatch(/Know Your Why|Station 1/);
    expect(nudge.text).toMatch(/¿No quieres recordatorios de tu patrocinador\? Desactívalos: \S+\/unsubscribe\?token=/);

    const learner = await newLearner('Lucía Recompensa');
    await setLocale(learner, 'es', 'Lucía Recompensa');
    await grant(learner, 10);
    const redeemed = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: 'social_posts' });
    expect(redeemed.json).toMatchObject({ emailSent: true });
    const title = await rewardTitleIn('social_posts', 'es');
    const reward = await mailWith(learner.email, `Tu recompensa: ${title}`);
    const opening = `Hola, Lucía Recompensa:\n\nAquí tienes tu recompensa «${title}». También está en Recompensas canjeadas`;
    expect(reward.text.slice(0, opening.length)).toBe(opening);
    expect(reward.html).toContain('Recibes este correo porque canjeaste una recompensa en Money Train Academy.');
  });

  it("names an Arabic member's next station by its Arabic title, in a right-to-left nudge", async () => {
    const sponsor = await newLearner('Ada Sponsor');
    const member = await stuckMember(sponsor, 'Amal Member', 'ar');
    await db().query(`update public.profiles set locale = 'ar' where id = $1`, [member.id]);
    // Station 1 done (ten days ago): the next stop is station 2.
    await db().query(`insert into public.mission_completions (user_id, mission_id) select $1, id from public.missions where station = 1`, [member.id]);

    const before = (await mailsTo(stack().inboxUrl, member.email)).length;
    expect((await as(sponsor, 'POST', `/api/team/${member.id}/nudge`)).status).toBe(200);
    const nudge = await nextMail(stack().inboxUrl, member.email, before);
    expect(nudge.subject).toBe('تشجيع من Ada Sponsor');
    expect(nudge.text).toContain('محطتك التالية هي المحطة 2: أعدّ قائمة معارفك. يستغرق الأمر نحو دقيقتين.');
    expect(nudge.html).toContain('<html lang="ar" dir="rtl">');
    expect(nudge.html).toContain('محطتك التالية هي المحطة 2: أعدّ قائمة معارفك.');
    expect(`${nudge.text}${nudge.html}`).not.toMatch(/Build Your|Station 2/);
  });

  it("names the reward by its translated title when an admin delivers a Spanish learner's or refunds an Arabic learner's", async () => {
    const [admin, spanish, arabic] = await Promise.all([fileAdmin(), newLearner('Lucía Entrega'), newLearner('Amal Refund')]);
    await Promise.all([setLocale(spanish, 'es', 'Lucía Entrega'), setLocale(arabic, 'ar', 'Amal Refund')]);
    const pending = async (learner: Caller) => {
      await grant(learner, 5);
      const redeemed = await as(learner, 'POST', `/api/users/${learner.id}/redeem-reward`, { rewardType: 'warm_leads' });
      expect(redeemed.json).toMatchObject({ redemption: { status: 'pending' } });
      return (redeemed.json?.redemption as { id: number }).id;
    };
    const [toDeliver, toRefund] = await Promise.all([pending(spanish), pending(arabic)]);
    const [es, ar] = await Promise.all([rewardTitleIn('warm_leads', 'es'), rewardTitleIn('warm_leads', 'ar')]);
    expect([es, ar]).not.toContain('10 Warm Leads');

    // The admin's own screen is English: the mail still follows the learner.
    const delivered = await callApi('POST', `/api/admin/fulfilments/${toDeliver}/fulfil`, {
      token: admin.token,
      headers: { 'accept-language': 'en' },
      body: { delivery: 'Diez contactos: mira la lista.' },
    });
    expect(delivered.json).toMatchObject({ emailSent: true });
    const deliveredMail = await mailWith(spanish.email, `Entregada: ${es}`);
    expect(deliveredMail.text).toContain(`Tu recompensa «${es}» ya está entregada:`);
    expect(deliveredMail.text).toContain('Diez contactos: mira la lista.');

    const refunded = await callApi('POST', `/api/admin/fulfilments/${toRefund}/refund`, { token: admin.token, body: { reason: 'نفدت القائمة هذا الشهر' } });
    expect(refunded.json).toMatchObject({ emailSent: true });
    const refundMail = await mailWith(arabic.email, `مُستردّة: ${ar}`);
    expect(refundMail.html).toContain('<html lang="ar" dir="rtl">');
    expect(refundMail.text).toContain(`لم نتمكن من تسليم مكافأتك «${ar}»`);
    expect(`${deliveredMail.text}${refundMail.text}`).not.toContain('Warm Leads');
  });

  it('sends an invitation in Arabic, right to left, when the inviter chose Arabic; English when they chose nothing; refuses another language', async () => {
    const inviter = await newLearner('Ada Inviter');
    const arabicTo = uniqueEmail('friend-ar');
    expect((await as(inviter, 'POST', `/api/users/${inviter.id}/invite`, { email: arabicTo, locale: 'ar' })).status).toBe(200);
    const arabic = await mailWith(arabicTo, 'دعوة من Ada Inviter إلى Money Train Academy');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toMatch(/^وصلتك دعوة من Ada Inviter للانضمام إلى Money Train Academy\./);
    expect(arabic.text).toMatch(/أنشئ حسابك المجاني: \S+\/signup\?ref=/);

    const englishTo = uniqueEmail('friend-en');
    expect((await as(inviter, 'POST', `/api/users/${inviter.id}/invite`, { email: englishTo })).status).toBe(200);
    expect((await mailWith(englishTo, 'Ada Inviter invited you to Money Train Academy')).text).toMatch(
      /^Ada Inviter has invited you to join Money Train Academy\./,
    );

    expectError(
      await as(inviter, 'POST', `/api/users/${inviter.id}/invite`, { email: uniqueEmail('friend-fr'), locale: 'fr' }),
      400,
      /Language must be one of en, es, ar/,
    );
  });
});

describe('the Auth e-mails (config.toml templates on .Data.locale)', () => {
  it("writes recovery in Arabic once the profile's language is Arabic; PUT profile writes that key of the auth metadata only", async () => {
    const learner = await newLearner('Amal Recovery');
    await setLocale(learner, 'ar', 'Amal Recovery');
    const { rows } = await db().query<{ meta: Record<string, unknown> }>('select raw_user_meta_data as meta from auth.users where id = $1', [learner.id]);
    expect(rows[0]!.meta).toMatchObject({ locale: 'ar', name: 'Amal Recovery' });

    const before = (await mailsTo(stack().inboxUrl, learner.email)).length;
    const { error } = await anonClient().auth.resetPasswordForEmail(learner.email, { redirectTo: `${stack().appUrl}/auth/callback` });
    expect(error).toBeNull();
    const mail = await nextMail(stack().inboxUrl, learner.email, before);
    expect(mail.subject).toBe('أعد تعيين كلمة مرور Money Train Academy');
    expect(mail.html).toMatch(/^\s*<div dir="rtl" lang="ar">\s*<h2>أعد تعيين كلمة المرور<\/h2>/);
    expect(mail.html).toMatch(/href="[^"]*\/verify\?[^"]*type=recovery/);

    // Back to English: the metadata follows, and so does the next mail.
    await setLocale(learner, 'en', 'Amal Recovery');
    await until(async () => {
      const meta = await db().query<{ locale: string }>(`select raw_user_meta_data ->> 'locale' as locale from auth.users where id = $1`, [learner.id]);
      return meta.rows[0]?.locale === 'en' || undefined;
    }, 'the metadata locale back to en');
    expectError(
      await as(learner, 'PUT', `/api/users/${learner.id}/profile`, { name: 'Amal Recovery', phone: '', locale: 'fr' }),
      400,
      /Language must be one of en, es, ar/,
    );
  });
});

describe('the backfill of the auth metadata locale (migration auth_locale_backfill)', () => {
  const metaOf = async (id: string) =>
    (await db().query<{ meta: Record<string, unknown> }>('select raw_user_meta_data as meta from auth.users where id = $1', [id])).rows[0]!.meta;

  it("gives a learner who chose Spanish before the metadata was kept in step the profile's language, so recovery is Spanish; keeps what is there", async () => {
    const [earlier, later, browser] = await Promise.all([newLearner('Elena Antes'), newLearner('Layla Later'), newLearner('Bruno Browser')]);
    // An earlier learner: Spanish in the profile, nothing in the auth metadata (as before the api kept it in step).
    await db().query(`update public.profiles set locale = 'es' where id = $1`, [earlier.id]);
    await db().query(`update auth.users set raw_user_meta_data = raw_user_meta_data - 'locale' where id = $1`, [earlier.id]);
    expect(await metaOf(earlier.id)).not.toHaveProperty('locale');
    // A metadata locale already there is kept (here it differs from the profile's on purpose); no profile language, no change.
    await db().query(`update public.profiles set locale = 'es' where id = $1`, [later.id]);
    await db().query(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"locale": "ar"}' where id = $1`, [later.id]);
    await db().query(`update auth.users set raw_user_meta_data = raw_user_meta_data - 'locale' where id = $1`, [browser.id]);

    // Before the backfill the Auth e-mail is English.
    let before = (await mailsTo(stack().inboxUrl, earlier.email)).length;
    expect((await anonClient().auth.resetPasswordForEmail(earlier.email)).error).toBeNull();
    expect((await nextMail(stack().inboxUrl, earlier.email, before)).subject).toBe('Reset your Money Train Academy password');

    // The migration's own statement (it runs once on a deploy; again, it changes nothing).
    const backfill = readFileSync(join(rootDir, 'supabase/migrations/20261129231500_auth_locale_backfill.sql'), 'utf8');
    await db().query(backfill);
    await db().query(backfill);
    expect(await metaOf(earlier.id)).toMatchObject({ locale: 'es', name: 'Elena Antes' });
    expect(await metaOf(later.id)).toMatchObject({ locale: 'ar', name: 'Layla Later' });
    expect(await metaOf(browser.id)).not.toHaveProperty('locale');

    // config.toml's max_frequency: the auth server sends a second recovery mail to an address only a second after the first.
    await pause(1_100);
    before = (await mailsTo(stack().inboxUrl, earlier.email)).length;
    const { error } = await anonClient().auth.resetPasswordForEmail(earlier.email, { redirectTo: `${stack().appUrl}/auth/callback` });
    expect(error).toBeNull();
    const mail = await nextMail(stack().inboxUrl, earlier.email, before);
    expect(mail.subject).toBe('Restablece tu contraseña de Money Train Academy');
    expect(mail.html).toMatch(/^\s*<div lang="es">\s*<h2>Restablece tu contraseña<\/h2>/);
    expect(mail.html).toMatch(/href="[^"]*\/verify\?[^"]*type=recovery/);
  });
});

describe('sign-up confirmation, on a stack with confirmations on', () => {
  let running: Awaited<ReturnType<typeof startThrowawayStack>>;
  beforeAll(async () => {
    running = await startThrowawayStack({ web: 'none', authConfirmations: true });
  });
  afterAll(async () => {
    await running?.dispose();
  });

  it('mails the confirmation in Spanish when the screen was Spanish, in English when it was English', async () => {
    const target = running.info;
    const spanishEmail = uniqueEmail('alta-es');
    const spanish = await callApi('POST', '/api/auth/register', {
      target,
      body: { name: 'Sofía Alta', email: spanishEmail, password: 'mail-secret-1', redirectTo: `${target.appUrl}/auth/callback`, locale: 'es' },
    });
    expect(spanish.status).toBe(200);
    const es = await mailWith(spanishEmail, 'Confirma tu cuenta de Money Train Academy', target.inboxUrl);
    expect(es.html).toMatch(/^\s*<div lang="es">\s*<h2>Confirma tu dirección de correo<\/h2>/);
    expect(es.text).toMatch(/O escribe este código: \d{6}/);

    // No locale in the body: the page's Accept-Language decides (a Spanish browser).
    const browserEmail = uniqueEmail('alta-navegador');
    await callApi('POST', '/api/auth/register', {
      target,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      body: { name: 'Mateo Alta', email: browserEmail, password: 'mail-secret-1' },
    });
    await mailWith(browserEmail, 'Confirma tu cuenta de Money Train Academy', target.inboxUrl);

    const englishEmail = uniqueEmail('signup-en');
    await callApi('POST', '/api/auth/register', { target, body: { name: 'Eve English', email: englishEmail, password: 'mail-secret-1', locale: 'en' } });
    const en = await mailWith(englishEmail, 'Confirm your Money Train Academy account', target.inboxUrl);
    expect(en.html).toMatch(/^\s*<h2>Confirm your e-mail address<\/h2>\s*<p>Welcome to Money Train Academy!/);
  });
});
