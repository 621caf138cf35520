/**
 * GET /api/settings: the tunable amounts, the reward catalogue and the income disclosure, for every
 * screen that names them. Public product facts, read on the function's own connection (anonymous
 * visitors have no access to the `app` schema). PUT /api/admin/income-disclosure: an admin keeps
 * the disclosure (docs/product.md#income-disclosure).
 */
import type { IncomeDisclosure } from '../../../../contract/index.ts';
import { asUser, rpcResult, sql } from '../../_shared/db.ts';
import type { AnswerOf, Handlers } from '../contract-routes.ts';

export const settingsHandlers: Handlers<'settings' | 'saveIncomeDisclosure'> = {
  settings: () => rpcResult<AnswerOf<'settings'>>(sql`select app.public_settings() as result`),
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
