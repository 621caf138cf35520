/**
 * The income disclosure form's values and checks (docs/product.md#income-disclosure): the median
 * annual earnings, the percent who earned nothing, typical costs, the source and its date, and the
 * thresholds, one a line: "amount, percent" (the percent who earned at least that amount a year),
 * and how many participants the figures cover. The server checks the same.
 */
import { shownT, type MessageId } from '@/i18n';
import type { IncomeDisclosure, IncomeDisclosureInput } from '@contract';

import type { Checked } from './course-form';

export interface IncomeDisclosureFormValues {
  medianAnnual: string;
  zeroShare: string;
  typicalCosts: string;
  source: string;
  asOf: string;
  brackets: string;
  participants: string;
}

export function incomeDisclosureFormValues(disclosure: IncomeDisclosure | null): IncomeDisclosureFormValues {
  return {
    medianAnnual: disclosure ? String(disclosure.medianAnnual) : '',
    zeroShare: disclosure ? String(disclosure.zeroShare) : '',
    typicalCosts: disclosure?.typicalCosts ?? '',
    source: disclosure?.source ?? '',
    asOf: disclosure?.asOf ?? '',
    brackets: disclosure ? disclosure.brackets.map((bracket) => `${bracket.atLeast}, ${bracket.share}`).join('\n') : '',
    participants: disclosure?.participants ? String(disclosure.participants) : '',
  };
}

/** The largest count the database keeps (a Postgres integer). */
const MAX_PARTICIPANTS = 2_147_483_647;
const MAX_THRESHOLDS = 10;
const number = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
/** A refusal in the admin's language: its title's message and its sentence's. */
const problem = (title: MessageId, description: MessageId, values?: Record<string, number>) => ({
  ok: false as const,
  problem: { title: shownT(title), description: shownT(description, values) },
});

export function checkIncomeDisclosureForm(values: IncomeDisclosureFormValues): Checked<IncomeDisclosureInput> {
  const medianAnnual = number(values.medianAnnual);
  if (Number.isNaN(medianAnnual)) return problem('cm.check.medianTitle', 'cm.check.median');
  const zeroShare = number(values.zeroShare);
  if (Number.isNaN(zeroShare) || zeroShare > 100) return problem('cm.check.shareTitle', 'cm.check.share');
  const source = values.source.trim();
  if (!source) return problem('cm.check.sourceTitle', 'cm.check.source');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.asOf)) return problem('cm.check.dateTitle', 'cm.check.date');
  const brackets: IncomeDisclosureInput['brackets'] = [];
  for (const line of values.brackets.split('\n').filter((text) => text.trim())) {
    const [amount = '', share = ''] = line.split(',');
    const atLeast = number(amount);
    const percent = number(share);
    const previous = brackets.at(-1);
    if (
      Number.isNaN(atLeast) ||
      atLeast <= 0 ||
      Number.isNaN(percent) ||
      percent > 100 ||
      (previous && (atLeast <= previous.atLeast || percent > previous.share))
    ) {
      return problem('cm.check.thresholdsTitle', 'cm.check.thresholds');
    }
    brackets.push({ atLeast, share: percent });
  }
  if (brackets.length > MAX_THRESHOLDS) return problem('cm.check.thresholdsTitle', 'cm.check.thresholdsMax', { max: MAX_THRESHOLDS });
  const participants = /^\d{1,10}$/.test(values.participants.trim()) ? Number(values.participants.trim()) : Number.NaN;
  if (!(participants >= 1 && participants <= MAX_PARTICIPANTS)) {
    return problem('cm.check.participantsTitle', 'cm.check.participants');
  }
  return { ok: true, payload: { medianAnnual, zeroShare, typicalCosts: values.typicalCosts.trim(), source, asOf: values.asOf, brackets, participants } };
}
