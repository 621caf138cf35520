/**
 * GET /api/settings: the tunable amounts, the reward catalogue and the income disclosure, for every
 * screen that names them. Public product facts, read on the function's own connection (anonymous
 * visitors have no access to the `app` schema). PUT /api/admin/income-disclosure: an admin keeps
 * the disclosure (docs/product.md#income-disclosure).
 */
import { acceptedLocale, type IncomeDisclosure, type LocaleCode } from '../../../../contract/index.ts';
import { asUser, rpcResult, sql } from '../../_shared/db.ts';
import { readingLocale } from '../content-language.ts';
import type { Handlers } from '../contract-routes.ts';
import { type SettingsTexts, settingsIn } from '../reward-language.ts';

type Read = { result: Parameters<typeof settingsIn>[0]; texts: SettingsTexts; locale: LocaleCode };

export const settingsHandlers: Handlers<'settings' | 'saveIncomeDisclosure'> = {
  // The rewards' and the disclosure's words in the reader's language (content-language.ts; the web
  // asks without a session, so by its Accept-Language), one statement either way.
  settings: async ({ claims, request }) => {
    const anonymous = acceptedLocale(request.headers.get('accept-language')) ?? 'en';
    const [read] = claims
      ? await asUser(claims, (tx) => {
          const locale = readingLocale(tx, claims, request);
          return tx<Read[]>`select app.public_settings() as result, app.settings_in_language(${locale}) as texts, ${locale} as locale`;
        })
      : await sql<Read[]>`select app.public_settings() as result, app.settings_in_language(${anonymous}) as texts, ${anonymous}::text as locale`;
    if (!read) throw new Error('the settings were not read');
    return settingsIn(read.result, read.texts, read.locale);
  },
  saveIncomeDisclosure: async ({ claims, body }) => {
    const incomeDisclosure = await asUser(claims, (tx) =>
      rpcResult<IncomeDisclosure>(
        tx`select app.save_income_disclosure(${body.medianAnnual}::numeric, ${body.zeroShare}::numeric, ${body.typicalCosts}, ${body.source},
                                             ${body.asOf}::date, ${JSON.stringify(body.brackets)}::text::jsonb, ${body.participants}::integer) as result`,
      ),
    );
    return { message: 'Income disclosure saved', incomeDisclosure };
  },
};
