/**
 * Rewards (docs/product.md#rewards): redeeming, the learner's claimed rewards with their content,
 * the pack items admins write, and the fulfilment queue where admins deliver or refund manual
 * rewards. Each write is one transaction as the caller; the e-mail to the learner goes out after
 * it commits (no mail conversation while a row lock or a pool connection is held), and a failed
 * send is reported as `emailSent: false` rather than undoing a purchase already on screen.
 */
import {
  type AdminPackItem,
  type CatalogueReward,
  DELIVERY_BUCKET,
  type Pack,
  type QueuedRedemption,
  type Redemption,
  type RewardInput,
} from '../../../../contract/index.ts';
import { asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError } from '../../_shared/errors.ts';
import { sendMail } from '../../_shared/mailer.ts';
import type { UserClaims } from '../../_shared/auth.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';
import { checkUploadedFile } from '../file-contents.ts';
import { allowFlaggedClaims, requireAdmin } from '../guards.ts';
import { readingLocale } from '../content-language.ts';
import { mailLocale } from '../mail-messages.ts';
import { type RedemptionMail, redemptionEmail } from '../reward-email.ts';
import { localeOf, redemptionsIn, rewardTitlesIn } from '../reward-language.ts';

const ITEM_NOT_FOUND = 'Pack item not found';

/**
 * Mails the learner about a redemption; false when it could not be sent (logged). The reward's title
 * (and a pack's items) are quoted in their language where translated: sent by the learner (`request`
 * given: they redeemed a pack), the language they read the catalogue in; sent by an admin settling a
 * manual reward, the learner's mail language (app.mail_locale), which the whole mail is written in.
 */
async function mailRedemption(claims: UserClaims, redemptionId: number, request?: Request): Promise<boolean> {
  try {
    const mail = await asUser(claims, async (tx) => {
      const found = await rpcResult<RedemptionMail | null>(tx`select app.redemption_mail(${redemptionId}::bigint) as result`);
      if (!found) return found;
      const locale = request ? await localeOf(tx, readingLocale(tx, claims, request)) : mailLocale(found.locale);
      const [translated] = await redemptionsIn(tx, locale, [found.redemption]);
      if (!translated) return found;
      // RLS lets an admin read every pack item's translation, a buyer only those shown to buyers: an admin's send quotes the items as recorded.
      return { ...found, redemption: request ? translated : { ...translated, items: found.redemption.items } };
    });
    if (!mail?.to) return false;
    await sendMail(redemptionEmail(mail));
    return true;
  } catch (error) {
    console.error(`reward e-mail for redemption ${redemptionId} failed:`, error);
    return false;
  }
}

const itemColumns = (tx: Tx) => tx`id, title, body, position, claim_override_id is not null as "claimOverridden"`;

async function settle(
  claims: UserClaims,
  id: number,
  action: 'fulfil' | 'refund',
  text: string | null,
  file?: { path: string; name: string },
): Promise<AnswerOf<'fulfilRedemption'>> {
  const settled = await asUser(claims, (tx) =>
    rpcResult<{ message: string; redemption: Redemption }>(
      tx`select app.settle_redemption(${id}::bigint, ${action}, ${text}, ${file?.path ?? null}, ${file?.name ?? null}) as result`,
    ),
  );
  return { ...settled, emailSent: await mailRedemption(claims, id) };
}

/** Adds (isNew) or changes a catalogue reward; the database checks admin, values and claims. */
const saveReward = (claims: UserClaims, isNew: boolean, id: string, body: RewardInput) =>
  asUser(claims, (tx) =>
    rpcResult<CatalogueReward>(
      tx`select app.save_reward(${isNew}, ${id}, ${body.title}, ${body.description}, ${body.cost}::integer, ${body.fulfilment}) as result`,
    ),
  );

export const rewardHandlers: Handlers<
  | 'redeemReward'
  | 'myRedemptions'
  | 'rewardPacks'
  | 'addPackItem'
  | 'updatePackItem'
  | 'removePackItem'
  | 'addReward'
  | 'updateReward'
  | 'fulfilmentQueue'
  | 'fulfilRedemption'
  | 'refundRedemption'
> = {
  redeemReward: async ({ claims, body, request }) => {
    const redeemed = await asUser(claims, async (tx) => {
      const answer = await rpcResult<AnswerOf<'redeemReward'>>(tx`select app.redeem_reward(${body.rewardType}) as result`);
      // The title in the learner's language, as the catalogue they chose it from (reward-language.ts).
      const locale = await localeOf(tx, readingLocale(tx, claims, request));
      const title = (await rewardTitlesIn(tx, locale, [answer.redemption.rewardType])).get(answer.redemption.rewardType);
      return { ...answer, redemption: { ...answer.redemption, ...(title ? { title, lang: locale } : { lang: 'en' as const }) } };
    });
    if (redeemed.redemption.status !== 'delivered') return redeemed;
    return { ...redeemed, emailSent: await mailRedemption(claims, redeemed.redemption.id, request) };
  },
  myRedemptions: ({ claims, request }) =>
    asUser(claims, async (tx) => {
      const redemptions = await rpcResult<Redemption[]>(tx`select app.my_redemptions() as result`);
      return await redemptionsIn(tx, await localeOf(tx, readingLocale(tx, claims, request)), redemptions);
    }),
  rewardPacks: ({ claims }) =>
    asUser(claims, async (tx) => {
      await requireAdmin(tx);
      return tx<Pack[]>`
        select w.id as "rewardType", w.title, app.pack_buyer_items(w.id) as "buyerItems",
          coalesce((select jsonb_agg(to_jsonb(i) order by i.position, i.id)
                    from (select ${itemColumns(tx)} from public.reward_pack_items where reward_id = w.id) i), '[]'::jsonb) as items
        from public.rewards w where w.fulfilment = 'pack' order by w.sort_order`;
    }),
  addPackItem: async ({ claims, params, body }) => {
    const item = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await allowFlaggedClaims(tx, body.claimReason);
      const [pack] = await tx`select 1 from public.rewards where id = ${params.rewardType} and fulfilment = 'pack'`;
      if (!pack) throw new HttpError(404, 'That reward has no pack to write.');
      const [created] = await tx<AdminPackItem[]>`
        insert into public.reward_pack_items (reward_id, title, body, position)
        values (${params.rewardType}, ${body.title}, ${body.body},
                (select coalesce(max(position), 0) + 1 from public.reward_pack_items where reward_id = ${params.rewardType}))
        returning ${itemColumns(tx)}`;
      if (!created) throw new Error('insert returned no row');
      return created;
    });
    return { item, message: 'Pack item added' };
  },
  updatePackItem: async ({ claims, params, body }) => {
    const item = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await allowFlaggedClaims(tx, body.claimReason);
      const [updated] = await tx<AdminPackItem[]>`
        update public.reward_pack_items set title = ${body.title}, body = ${body.body}, updated_at = now()
        where id = ${params.itemId} returning ${itemColumns(tx)}`;
      if (!updated) throw new HttpError(404, ITEM_NOT_FOUND);
      return updated;
    });
    return { item, message: 'Pack item saved' };
  },
  removePackItem: async ({ claims, params }) => {
    await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      const deleted = await tx`delete from public.reward_pack_items where id = ${params.itemId} returning id`;
      if (deleted.length === 0) throw new HttpError(404, ITEM_NOT_FOUND);
    });
    return { message: 'Pack item removed' };
  },
  addReward: async ({ claims, body }) => ({ reward: await saveReward(claims, true, body.id, body), message: 'Reward added' }),
  updateReward: async ({ claims, params, body }) => ({ reward: await saveReward(claims, false, params.rewardType, body), message: 'Reward saved' }),
  fulfilmentQueue: ({ claims }) => asUser(claims, (tx) => rpcResult<QueuedRedemption[]>(tx`select app.fulfilment_list() as result`)),
  fulfilRedemption: async ({ claims, params, body }) => {
    // The delivered file's first bytes must be its type (docs/materials.md#file-contents).
    if (body.file) await checkUploadedFile(claims, DELIVERY_BUCKET, body.file.path);
    return settle(claims, params.redemptionId, 'fulfil', body.delivery ?? null, body.file);
  },
  refundRedemption: ({ claims, params, body }) => settle(claims, params.redemptionId, 'refund', body.reason),
};
