/**
 * A refusal of the api in the learner's language (docs/decisions.md, "Languages": refusal codes): a
 * Spanish and an Arabic learner over their rewarding budget redeem a reward, and the confirmation says
 * the server's 429 (`rate_limited`, `params.retryAfter`) in their language, with the wait in seconds
 * and the screen's own title, no English left, at 390 and 1280 px; the courses' categories are
 * named in the language. The budget is spent for these
 * learners only (their buckets filled, as e2e/rate-limit-toast.test.ts does), not lowered for everyone.
 */
import { describe, expect, it } from 'vitest';

import { browserOfFile } from '../support/browser';
import { callApi, db, signUpUser, stack } from '../support/clients';
import { spendRewardingBudget } from '../support/rate-limit-buckets';
import { rewardTitleIn } from '../support/reward-titles';
import { capture, logIn, WAIT } from '../support/ui';

const browser = browserOfFile();

describe('a refusal in the learner’s language', () => {
  it.each([
    {
      lang: 'es',
      dir: 'ltr',
      heading: 'Recompensas',
      categories: ['Formación', 'Extra', 'Reto diario'],
      wait: /^Más despacio: Demasiadas solicitudes\. Espera \d+ (segundos?|minutos?) e inténtalo de nuevo\.$/,
    },
    {
      lang: 'ar',
      dir: 'rtl',
      heading: 'المكافآت',
      categories: ['تدريب', 'إضافي', 'التحدي اليومي'],
      wait: /^تمهّل: طلبات كثيرة جدًا\. يُرجى الانتظار .+ ثم المحاولة مرة أخرى\.$/,
    },
  ])(
    '$lang: a redeem over the rate limit says the wait in the language ($dir), nothing spent',
    async ({ lang, dir, heading, categories, wait }) => {
      const learner = await signUpUser({ name: `Refusal ${lang} Learner` });
      const saved = await callApi('PUT', `/api/users/${learner.user.id}/profile`, {
        token: learner.session.access_token,
        body: { name: `Refusal ${lang} Learner`, locale: lang },
      });
      expect(saved.status).toBe(200);
      await db().query(`insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, 20, 'adjustment', 'e2e refusals i18n')`, [
        learner.user.id,
      ]);
      await spendRewardingBudget(learner.user.id);
      const warmLeads = await rewardTitleIn('warm_leads', lang);

      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const context = await browser.context({ locale: 'en-US', viewport });
        const page = await context.newPage();
        await logIn(page, learner, '/rewards');
        await page.getByRole('heading', { name: heading, exact: true, level: 2 }).waitFor(WAIT);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
        await page.getByTestId('rewards-tokens').filter({ hasText: '20' }).waitFor(WAIT);
        await page.getByTestId('catalogue-reward').filter({ hasText: warmLeads }).getByRole('button').click();
        const ask = page.getByTestId('redeem-dialog');
        await ask.getByTestId('redeem-confirm').click();
        const problem = ask.getByTestId('redeem-problem');
        await problem.waitFor(WAIT);
        const said = (await problem.textContent()) ?? '';
        expect(said).toMatch(wait);
        expect(said).not.toMatch(/\b(Slow down|Too many|Please wait|try again)\b/);
        // The dialog's own words stay on a phone's width.
        expect(await ask.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
        await capture(page, `refusal-rate-limited-${lang}-${viewport.width}`, { dialog: true });
        // The courses' categories (a fixed list) in the language too.
        await page.goto(`${stack().appUrl}/courses`);
        const badges = page.getByTestId('course-category');
        await badges.first().waitFor(WAIT);
        for (const name of await badges.allTextContents()) expect(categories).toContain(name);
        await capture(page, `refusal-categories-${lang}-${viewport.width}`);
        await context.close();
      }
      const { rows } = await db().query<{ tokens: number; redemptions: number }>(
        `select p.tokens, (select count(*)::int from public.redemptions r where r.user_id = p.id) as redemptions from public.profiles p where p.id = $1`,
        [learner.user.id],
      );
      expect(rows[0]).toEqual({ tokens: 20, redemptions: 0 });
    },
    180_000,
  );
});
