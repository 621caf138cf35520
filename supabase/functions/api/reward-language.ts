/**
 * Rewards, their packs and the income disclosure in the reader's language (docs/decisions.md,
 * "Languages": content translations). The English source is read as before (app.public_settings,
 * app.my_redemptions, app.redeem_reward); these lay each text's translation over it where there is
 * one, and say which language each text is in (`lang`). A pack item's translation is read through
 * RLS as the learner, so only a buyer gets it, and only while it and its item are shown to buyers.
 */
import type { LocaleCode, Redemption, Settings } from '../../../contract/index.ts';
import type { Tx } from '../_shared/db.ts';
import type { readingLocale } from './content-language.ts';

/** What app.settings_in_language answers: the catalogue's and the disclosure's texts in one language. */
export interface SettingsTexts {
  rewards: Record<string, { title: string; description: string }>;
  incomeDisclosure: { typicalCosts: string; source: string } | null;
}

type EnglishSettings = Omit<Settings, 'rewards' | 'incomeDisclosure'> & {
  rewards: Omit<Settings['rewards'][number], 'lang'>[];
  incomeDisclosure: Omit<NonNullable<Settings['incomeDisclosure']>, 'lang'> | null;
};

/** The settings with each reward's and the disclosure's words in `locale` where translated. */
export function settingsIn(settings: EnglishSettings, texts: SettingsTexts, locale: LocaleCode): Settings {
  const disclosure = settings.incomeDisclosure;
  const words = texts.incomeDisclosure;
  return {
    ...settings,
    rewards: settings.rewards.map((reward) => {
      const translated = texts.rewards[reward.id];
      return translated ? { ...reward, ...translated, lang: locale } : { ...reward, lang: 'en' };
    }),
    incomeDisclosure: disclosure && (words ? { ...disclosure, ...words, lang: locale } : { ...disclosure, lang: 'en' }),
  };
}

/** The language a `readingLocale` fragment names, as a value. */
export async function localeOf(tx: Tx, locale: ReturnType<typeof readingLocale>): Promise<LocaleCode> {
  const [row] = await tx<{ locale: LocaleCode }[]>`select ${locale} as locale`;
  return row?.locale ?? 'en';
}

/** The reward titles in `locale`, by reward id (RLS: every signed-in caller reads the catalogue). */
export async function rewardTitlesIn(tx: Tx, locale: LocaleCode, rewardIds: readonly string[]): Promise<Map<string, string>> {
  if (locale === 'en' || rewardIds.length === 0) return new Map();
  const rows = await tx<{ id: string; title: string }[]>`
    select reward_id as id, title from public.reward_translations where locale = ${locale} and reward_id = any(${tx.array([...rewardIds])}::text[])`;
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** The caller's claimed rewards with titles and pack items in `locale` where translated and visible to them. */
export async function redemptionsIn(tx: Tx, locale: LocaleCode, redemptions: readonly Redemption[]): Promise<Redemption[]> {
  const titles = await rewardTitlesIn(tx, locale, [...new Set(redemptions.map((redemption) => redemption.rewardType))]);
  const itemIds = redemptions.flatMap((redemption) => redemption.items.map((item) => item.id));
  const items =
    locale === 'en' || itemIds.length === 0
      ? []
      : await tx<{ id: number; title: string; body: string }[]>`
          select item_id as id, title, body from public.reward_pack_item_translations
           where locale = ${locale} and item_id = any(${tx.array(itemIds)}::bigint[])`;
  const itemById = new Map(items.map((item) => [item.id, item]));
  return redemptions.map((redemption) => {
    const title = titles.get(redemption.rewardType);
    return {
      ...redemption,
      ...(title ? { title, lang: locale } : { lang: 'en' as const }),
      items: redemption.items.map((item) => {
        const translated = itemById.get(item.id);
        return translated ? { ...translated, lang: locale } : { ...item, lang: 'en' as const };
      }),
    };
  });
}
