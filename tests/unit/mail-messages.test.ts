/**
 * The mail and push catalogue (supabase/functions/api/mail-messages.ts): every message in every
 * language, valid ICU with English's arguments (the web catalogues' own check), Arabic plurals with
 * their six forms, and the formatter's plurals and numbers in each language. The builders that use it
 * are checked under Deno (supabase/functions/api/mail-names.test.ts, run by api-app.test.ts) and on
 * the stack (tests/integration/mail-languages.test.ts).
 */
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { CHEER_PRESETS, type CheerPreset } from '../../contract/index.ts';
import { catalogueProblems, readCatalogues } from '../../scripts/i18n-check';
import { rootDir } from '../../local/settings';
import { MAIL_MESSAGES, htmlOpening, mailHtml, mailLocale, mailText, stationNameIn, type MailMessageId } from '../../supabase/functions/api/mail-messages.ts';

const ids = Object.keys(MAIL_MESSAGES.en) as MailMessageId[];

/** The plural arguments of a message with the forms each has. */
function plurals(message: string): Array<{ arg: string; forms: string[] }> {
  const found: Array<{ arg: string; forms: string[] }> = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'select') {
        found.push({ arg: token.arg, forms: token.cases.map((branch) => branch.key) });
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return found;
}

describe('the mail catalogue', () => {
  it('has every message in every language, valid ICU with the arguments English has', () => {
    expect(Object.keys(MAIL_MESSAGES).sort()).toEqual(['ar', 'en', 'es']);
    expect(catalogueProblems(MAIL_MESSAGES, 'en')).toEqual([]);
    for (const locale of ['es', 'ar'] as const) {
      expect(Object.keys(MAIL_MESSAGES[locale]).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        expect(MAIL_MESSAGES[locale][id].trim(), `${locale} ${id}`).not.toBe('');
        // Translated, not English left over (a line with only its arguments and punctuation excepted).
        if (id !== 'linkLine') expect(MAIL_MESSAGES[locale][id], `${locale} ${id}`).not.toBe(MAIL_MESSAGES.en[id]);
      }
    }
  });

  it("says a ready-made cheer in the push as the recruit's app says it, and in English as the contract and the database keep it", () => {
    const app = readCatalogues(rootDir);
    for (const preset of Object.keys(CHEER_PRESETS) as CheerPreset[]) {
      expect(mailText('en', `cheer.preset.${preset}`)).toBe(CHEER_PRESETS[preset]);
      for (const locale of ['en', 'es', 'ar'] as const) expect(mailText(locale, `cheer.preset.${preset}`)).toBe(app[locale]![`coaching.preset.${preset}`]);
    }
  });

  it('gives Arabic all six plural forms wherever English has a plural, and every plural an other', () => {
    for (const id of ids) {
      const english = plurals(MAIL_MESSAGES.en[id]);
      for (const { forms } of [...english, ...plurals(MAIL_MESSAGES.es[id])]) expect(forms, id).toContain('other');
      const arabic = plurals(MAIL_MESSAGES.ar[id]);
      expect(
        arabic.map((plural) => plural.arg),
        id,
      ).toEqual(english.map((plural) => plural.arg));
      for (const { forms } of arabic) expect([...forms].sort(), id).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    }
  });

  it("words counts with each language's plural and numbers through Intl", () => {
    const streak = (locale: 'en' | 'es' | 'ar', streak: number) => mailText(locale, 'reminder.streak.subject', { streak });
    expect(streak('en', 5)).toBe('Your 5-day streak ends at midnight');
    expect(streak('es', 1)).toBe('Tu racha de 1 día termina a medianoche');
    expect(streak('es', 12)).toBe('Tu racha de 12 días termina a medianoche');
    expect(streak('ar', 2)).toBe('سلسلتك من يومين تنتهي عند منتصف الليل');
    expect(streak('ar', 3)).toBe('سلسلتك من 3 أيام تنتهي عند منتصف الليل');
    expect(streak('ar', 11)).toBe('سلسلتك من 11 يومًا تنتهي عند منتصف الليل');
    expect(streak('ar', 100)).toBe('سلسلتك من 100 يوم تنتهي عند منتصف الليل');
    const points = (locale: 'en' | 'es' | 'ar', points: number) => mailText(locale, 'reminder.weekly.line', { points });
    expect(points('en', 1)).toMatch(/^Last week you earned 1 point\. /);
    expect(points('en', 1234)).toMatch(/^Last week you earned 1,234 points\. /);
    expect(points('es', 1234)).toMatch(/^La semana pasada ganaste 1234 puntos\. /);
    expect(points('es', 12345)).toMatch(/^La semana pasada ganaste 12\.345 puntos\. /);
    expect(points('ar', 1)).toMatch(/^كسبت الأسبوع الماضي نقطة واحدة\. /);
    expect(mailText('es', 'reward.refunded.body', { title: 'Guiones', cost: 1 })).toBe(
      'No pudimos entregarte la recompensa «Guiones», así que te devolvimos 1 token a tu saldo.',
    );
    expect(mailText('en', 'reward.refunded.body', { title: 'Scripts', cost: 50 })).toBe(
      'We could not deliver your reward "Scripts", so its 50 tokens are back in your balance.',
    );
  });

  it("keeps English as the builders wrote it before, and names a station in each language's words", () => {
    expect(mailText('en', 'reminder.daily.subject')).toBe("Today's step is waiting");
    expect(mailText('en', 'nudge.subject', { sponsor: 'Ada' })).toBe('Ada is cheering you on');
    expect(mailText('en', 'invite.subject', { sponsor: 'Ada' })).toBe('Ada invited you to Money Train Academy');
    expect(stationNameIn('en', 3, 'Station 3 - Your first call')).toBe('Station 3 - Your first call');
    expect(stationNameIn('en', 3, 'Your first call')).toBe('Station 3: Your first call');
    expect(stationNameIn('es', 3, 'Station 3: Your first call')).toBe('Estación 3: Your first call');
    expect(stationNameIn('ar', 2, '')).toBe('المحطة 2');
    // A translated title already led by the station's number in its language is kept as it is.
    expect(stationNameIn('es', 1, 'Estación 1: Descubre tu porqué')).toBe('Estación 1: Descubre tu porqué');
    expect(stationNameIn('ar', 1, 'المحطة 1: اعرف دافعك')).toBe('المحطة 1: اعرف دافعك');
    expect(stationNameIn('es', 1, 'Estación 12: Otra')).toBe('Estación 1: Estación 12: Otra');
  });

  it('puts markup where the language wants it and escapes the rest; Arabic mail is right to left', () => {
    expect(mailHtml('en', 'reminder.footer', {}, { unsubscribe: '<a href="x">Unsubscribe</a>' })).toBe(
      'You chose these reminders in your profile. <a href="x">Unsubscribe</a> in one click.',
    );
    expect(mailHtml('es', 'nudge.body', { step: '<b>' }, { sponsor: '<strong>Ana</strong>' })).toBe(
      '<strong>Ana</strong> te está animando en Money Train Academy. &#60;b&#62; Te llevará unos dos minutos.',
    );
    expect(htmlOpening('ar')).toBe('<html lang="ar" dir="rtl">');
    expect(htmlOpening('es')).toBe('<html lang="es">');
    expect([mailLocale('es'), mailLocale('fr'), mailLocale(null), mailLocale(undefined)]).toEqual(['es', 'en', 'en', 'en']);
  });
});
