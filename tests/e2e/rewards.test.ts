/**
 * Rewards that deliver, in Chromium: an admin writes a swipe pack (a text promising "quit your job
 * in 90 days" is flagged and saved only with a reason); a learner taps the pack, is asked first
 * (what it gives, the cost, the balance now → after; Cancel spends nothing), confirms, sees what was
 * received in the celebration with the balance counted down, then the items, and copies one; a warm-leads redemption goes through the fulfilment queue to delivered
 * with a text and an attached file (uploaded to the private delivery bucket), and the learner sees
 * both, downloads the file by signed URL and is e-mailed. An admin adds a dearer pack to the
 * catalogue: while it has no items learners see it as coming soon (with the reason) and the next
 * reward to save for ("N more tokens"); once it has an item it can be bought (docs/product.md#rewards).
 * Screenshots at 390 and 1280 px, axe on each screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from '../support/browser';
import { callApi, closeDb, db, stack, uniqueEmail } from '../support/clients';
import { waitForMail } from '../support/mail';
import { capture, celebration, logIn, openSection, toast, WAIT } from '../support/ui';

const FLOW_TIMEOUT = 180_000;
const ADMIN = { email: 'admin@moneytrain.local', password: 'admin-password' };
const FLAGGED = 'Quit your job in 90 days with this follow-up.';
const LEADS_CSV = Buffer.from('name,phone,met at\nAda Lovelace,555-0100,spring event\n');
const CLEAN = { title: 'E2E follow-up e-mail', body: 'Subject: Great to meet you\n\nThanks for your time today. Here is the link I promised.' };

/** The Rewards page (a page load: the tab bar's Rewards), once its panel shows the balance. */
async function openRewards(page: Page): Promise<void> {
  await page.goto(`${stack().appUrl}/rewards`);
  await page.getByTestId('rewards-tokens').waitFor(WAIT);
}

describe('rewards that deliver', () => {
  let browser: Browser;
  const learner = { name: 'Rita Rewards', email: uniqueEmail('rita'), password: 'rita-secret-1' };

  async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack().appUrl });
    return { context, page: await context.newPage() };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const registered = await callApi('POST', '/api/auth/register', { body: { ...learner, phone: '' } });
    expect(registered.status).toBe(201);
    const id = (registered.json?.user as { id: string }).id;
    await db().query(`insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, 10, 'adjustment', 'e2e rewards')`, [id]);
  });

  afterAll(async () => {
    await db().query(`delete from public.reward_pack_items where title like 'E2E%'`);
    // The reward the catalogue test added, unless a learner bought it (a redemption keeps it).
    await db().query(
      `delete from public.rewards where id = 'browser_saver_pack' and not exists (select 1 from public.redemptions where reward_id = 'browser_saver_pack')`,
    );
    await closeDb();
    await browser?.close();
  });

  it(
    'an admin writes a swipe pack; flagged text needs a reason',
    async () => {
      const { context, page } = await newPage(1280);
      await logIn(page, ADMIN, '/content-manager#reward-packs');
      const packs = page.getByRole('region', { name: 'Reward Packs' });
      await packs.getByTestId('reward-pack').waitFor(WAIT);
      await packs.getByTestId('reward-pack').selectOption('email_swipes');

      await packs.getByLabel('Item title').fill('E2E flagged e-mail');
      await packs.getByLabel('Item text').fill(FLAGGED);
      await packs.getByRole('button', { name: 'Add Item' }).click();
      const warning = packs.getByTestId('claim-warning');
      await warning.waitFor(WAIT);
      expect(await warning.textContent()).toContain('“Quit your job”');
      expect(await warning.textContent()).toMatch(/leave their employment/);
      await capture(page, 'content-manager-claim-warning-1280');

      await warning.getByLabel('Reason to save anyway').fill('Shown in training as what not to promise');
      await packs.getByRole('button', { name: 'Add Item' }).click();
      await toast(page, 'Item Added');
      await packs.getByText('Saved despite a flagged claim, with a reason.').waitFor(WAIT);

      await packs.getByLabel('Item title').fill(CLEAN.title);
      await packs.getByLabel('Item text').fill(CLEAN.body);
      await packs.getByRole('button', { name: 'Add Item' }).click();
      await packs.getByRole('listitem').filter({ hasText: CLEAN.title }).waitFor(WAIT);
      await capture(page, 'content-manager-reward-packs-1280');

      const { rows } = await db().query(`select reason from app.claim_overrides where subject = 'reward_pack_item' order by id desc limit 1`);
      expect(rows[0]?.reason).toBe('Shown in training as what not to promise');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'a learner redeems the pack, sees it at once and copies an item (390 px)',
    async () => {
      const { context, page } = await newPage(390);
      await logIn(page, learner);
      await openRewards(page); // a page load, which also drops the login toast that would fade out during the screenshot
      await page.getByRole('button', { name: 'Redeem Email Swipe Pack for 5 tokens' }).click();
      // It asks first: what you get, the cost and the balance now → after; Cancel spends nothing.
      const ask = page.getByRole('dialog', { name: 'Redeem Email Swipe Pack?' });
      await ask.waitFor(WAIT);
      expect(await ask.getByTestId('redeem-cost').textContent()).toBe('5 tokens');
      expect(await ask.getByTestId('redeem-balance').textContent()).toBe('10 → 5 tokens');
      expect(await ask.getByTestId('redeem-what-you-get').textContent()).toMatch(/\d+ items to copy/);
      await capture(page, 'redeem-confirm-390', { dialog: true });
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached', ...WAIT });
      expect(
        (await db().query('select count(*)::int as n from public.redemptions r join auth.users u on u.id = r.user_id where u.email = $1', [learner.email]))
          .rows[0],
      ).toEqual({ n: 0 });
      await page.getByRole('button', { name: 'Redeem Email Swipe Pack for 5 tokens' }).click();
      await ask.getByTestId('redeem-confirm').click();
      // Then the moment: what was received, and the balance counted down (no toast beside it).
      const moment = await celebration(page, 'Reward Redeemed!');
      await moment.getByTestId('celebration-received').getByText(CLEAN.title).waitFor(WAIT);
      expect(await moment.getByTestId('spent-balance').textContent()).toBe('10 → 5 tokens left');
      expect(await page.getByTestId('toast').filter({ hasText: 'Reward Redeemed!' }).count()).toBe(0);
      await capture(page, 'redeem-celebration-390', { dialog: true });
      await moment.getByRole('button', { name: 'See it in Claimed rewards' }).click();
      await page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
      const item = page.getByTestId('claimed-reward').filter({ hasText: 'Email Swipe Pack' }).first();
      await item.getByText('Thanks for your time today.', { exact: false }).waitFor(WAIT);
      await item.getByRole('button', { name: `Copy ${CLEAN.title}` }).click();
      await toast(page, 'Copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CLEAN.body);
      await item.scrollIntoViewIfNeeded();
      await capture(page, 'rewards-claimed-pack-390');
      expect((await waitForMail(learner.email, 'Your reward: Email Swipe Pack')).text).toContain('Thanks for your time today.');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'warm leads go through the fulfilment queue to delivered',
    async () => {
      const learnerSide = await newPage(1280);
      await logIn(learnerSide.page, learner);
      await openRewards(learnerSide.page);
      await learnerSide.page.getByRole('button', { name: 'Redeem 10 Warm Leads for 5 tokens' }).click();
      const ask = learnerSide.page.getByRole('dialog', { name: 'Redeem 10 Warm Leads?' });
      expect(await ask.getByTestId('redeem-balance').textContent()).toBe('5 → 0 tokens');
      expect(await ask.getByTestId('redeem-what-you-get').textContent()).toContain('A person prepares it for you');
      await capture(learnerSide.page, 'redeem-confirm-1280', { dialog: true });
      await ask.getByTestId('redeem-confirm').click();
      // A fulfilment reward: the moment says it is on its way (nothing received yet).
      const moment = await celebration(learnerSide.page, 'Reward Redeemed!', 'It is on its way');
      expect(await moment.getByTestId('celebration-received').count()).toBe(0);
      await capture(learnerSide.page, 'redeem-celebration-pending-1280', { dialog: true });
      await moment.getByRole('button', { name: 'Not now' }).click();
      await learnerSide.page.getByTestId('celebration').waitFor({ state: 'detached', ...WAIT });
      const leads = learnerSide.page.getByTestId('claimed-reward').filter({ hasText: '10 Warm Leads' }).first();
      await leads.getByText('Pending', { exact: true }).waitFor(WAIT);
      await capture(learnerSide.page, 'rewards-pending-1280');

      const adminSide = await newPage(390);
      await logIn(adminSide.page, ADMIN, '/content-manager#fulfilment');
      const entry = adminSide.page
        .getByTestId('fulfilment')
        .filter({ hasText: `10 Warm Leads for ${learner.name}` })
        .first();
      await entry.waitFor(WAIT);
      await entry.scrollIntoViewIfNeeded();
      await capture(adminSide.page, 'content-manager-fulfilment-390');
      await entry.getByRole('textbox').fill('Ten warm leads from the spring event, sent as a spreadsheet.');
      await entry.locator('input[type=file]').setInputFiles({ name: 'spring-leads.csv', mimeType: 'text/csv', buffer: LEADS_CSV });
      await entry.getByText('spring-leads.csv', { exact: false }).waitFor(WAIT);
      await capture(adminSide.page, 'content-manager-fulfilment-file-390');
      await entry.getByRole('button', { name: 'Mark as Delivered' }).click();
      await toast(adminSide.page, 'Marked as Delivered');
      await adminSide.page
        .getByTestId('fulfilment')
        .filter({ hasText: `10 Warm Leads for ${learner.name}` })
        .first()
        .and(adminSide.page.locator('[data-status="fulfilled"]'))
        .waitFor(WAIT);

      await openRewards(learnerSide.page);
      const delivered = learnerSide.page.getByTestId('claimed-reward').filter({ hasText: '10 Warm Leads' }).first();
      await delivered.getByText('Ten warm leads from the spring event', { exact: false }).waitFor(WAIT);
      expect(await delivered.getAttribute('data-status')).toBe('fulfilled');
      // The delivered file: a signed URL that serves exactly the uploaded bytes under the file's name.
      const download = delivered.getByRole('link', { name: 'Download spring-leads.csv' });
      await download.waitFor(WAIT);
      const href = (await download.getAttribute('href'))!;
      expect(href).toContain('/storage/v1/object/sign/reward-deliveries/');
      const file = await learnerSide.page.request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-disposition']).toContain('spring-leads.csv');
      expect(Buffer.from(await file.body()).equals(LEADS_CSV)).toBe(true);
      await delivered.scrollIntoViewIfNeeded();
      await capture(learnerSide.page, 'rewards-delivered-file-1280');
      await learnerSide.page.setViewportSize({ width: 390, height: 844 });
      await delivered.scrollIntoViewIfNeeded();
      await capture(learnerSide.page, 'rewards-delivered-file-390');
      const mail = await waitForMail(learner.email, 'Delivered: 10 Warm Leads');
      expect(mail.text).toContain('spring event');
      expect(mail.text).toContain('A file comes with it: spring-leads.csv');
      await adminSide.context.close();
      await learnerSide.context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'an admin adds a dearer pack: coming soon while empty, with the next reward to save for; on sale once it has an item',
    async () => {
      const adminSide = await newPage(1280);
      await logIn(adminSide.page, ADMIN, '/content-manager');
      await openSection(adminSide.page, 'Reward Catalogue');
      await openSection(adminSide.page, 'Reward Packs');
      const panel = adminSide.page.getByRole('region', { name: 'Reward Catalogue' });
      const form = panel.getByRole('form', { name: 'Add reward' });
      await form.waitFor(WAIT);
      await form.getByLabel('Reward id').fill('browser_saver_pack');
      await form.getByLabel('Reward title').fill('E2E Saver Pack');
      await form.getByLabel('Reward description').fill('Scripts worth saving for.');
      await form.getByLabel('Cost (tokens)').fill('40');
      await form.getByRole('button', { name: 'Add Reward' }).click();
      await toast(adminSide.page, 'Reward Saved');
      const row = panel.getByTestId('admin-reward').filter({ hasText: 'E2E Saver Pack' });
      await row.getByText('A buyer gets nothing yet', { exact: false }).waitFor(WAIT);
      await row.scrollIntoViewIfNeeded();
      await capture(adminSide.page, 'content-manager-reward-catalogue-1280');
      const packs = adminSide.page.getByRole('region', { name: 'Reward Packs' });
      await packs.getByTestId('reward-pack').selectOption('browser_saver_pack');
      await packs
        .getByTestId('pack-buyer-items')
        .filter({ hasText: 'A buyer would get nothing: learners see this pack as "Coming soon" and cannot redeem it until it has an item.' })
        .waitFor(WAIT);

      // The learner, with 20 tokens, sees it as coming soon.
      const { rows } = await db().query<{ id: string; tokens: number }>(
        'select p.id, p.tokens from public.profiles p join auth.users u on u.id = p.id where u.email = $1',
        [learner.email],
      );
      const { id: learnerId, tokens } = rows[0]!;
      await db().query(`insert into public.ledger (user_id, delta_tokens, reason, reference) values ($1, $2, 'adjustment', 'e2e catalogue')`, [
        learnerId,
        20 - tokens,
      ]);
      const learnerSide = await newPage(390);
      await logIn(learnerSide.page, learner);
      await openRewards(learnerSide.page);
      const entry = learnerSide.page.getByTestId('catalogue-reward').filter({ hasText: 'E2E Saver Pack' });
      await entry.getByTestId('reward-coming-soon').waitFor(WAIT);
      expect(await entry.getByTestId('reward-unavailable-reason').textContent()).toBe('Its content is still being written, so it cannot be redeemed yet.');
      expect(await entry.getByRole('button').count()).toBe(0);
      // Refused by the server too, whoever calls.
      const login = (await callApi('POST', '/api/auth/login', { body: { email: learner.email, password: learner.password } })).json as {
        session: { access_token: string };
      };
      const refused = await callApi('POST', `/api/users/${learnerId}/redeem-reward`, {
        token: login.session.access_token,
        body: { rewardType: 'browser_saver_pack' },
      });
      expect(refused.status).toBe(409);
      expect(refused.json?.error).toBe('Coming soon');
      // The next reward to save for is the cheapest one on sale it cannot afford yet: the seed's Call Script Pack (25).
      const next = learnerSide.page.getByTestId('next-reward');
      await next.scrollIntoViewIfNeeded();
      expect(await next.textContent()).toContain('Next: Call Script Pack');
      expect(await next.getByTestId('next-reward-to-go').textContent()).toBe('5 more tokens');
      await capture(learnerSide.page, 'rewards-coming-soon-390');
      await learnerSide.page.setViewportSize({ width: 1280, height: 900 });
      await next.scrollIntoViewIfNeeded();
      await capture(learnerSide.page, 'rewards-coming-soon-1280');

      // One item later it is on sale: the learner sees its price and how many tokens it needs.
      await packs.getByLabel('Item title').fill('E2E saver script');
      await packs.getByLabel('Item text').fill('Hi, it is me. Have you got two minutes to talk about what I am learning?');
      await packs.getByRole('button', { name: 'Add Item' }).click();
      await toast(adminSide.page, 'Item Added');
      await packs.getByTestId('pack-buyer-items').filter({ hasText: 'A buyer gets 1 item.' }).waitFor(WAIT);
      await capture(adminSide.page, 'content-manager-pack-buyer-items-1280');
      await openRewards(learnerSide.page);
      const onSale = learnerSide.page.getByTestId('catalogue-reward').filter({ hasText: 'E2E Saver Pack' });
      await onSale.getByRole('button', { name: 'Redeem E2E Saver Pack for 40 tokens' }).waitFor(WAIT);
      expect(await onSale.getByText('20 more tokens').count()).toBe(1);
      await adminSide.context.close();
      await learnerSide.context.close();
    },
    FLOW_TIMEOUT,
  );
});
