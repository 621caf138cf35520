/**
 * The income disclosure form's values and checks (docs/product.md#income-disclosure): the median
 * annual earnings, the percent who earned nothing, typical costs, the source and its date, and the
 * thresholds, one a line: "amount, percent" (the percent who earned at least that amount a year),
 * and how many participants the figures cover. The server checks the same.
 */
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
const number = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const problem = (title: string, description: string) => ({ ok: false as const, problem: { title, description } });

export function checkIncomeDisclosureForm(values: IncomeDisclosureFormValues): Checked<IncomeDisclosureInput> {
  const medianAnnual = number(values.medianAnnual);
  if (Number.isNaN(medianAnnual)) return problem('Invalid Median', 'Give the median annual earnings as an amount, e.g. 84.');
  const zeroShare = number(values.zeroShare);
  if (Number.isNaN(zeroShare) || zeroShare > 100) return problem('Invalid Share', 'The share who earned nothing is a percent from 0 to 100.');
  const source = values.source.trim();
  if (!source) return problem('Missing Source', 'Name the source of the figures (e.g. your company’s income disclosure statement).');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.asOf)) return problem('Missing Date', 'Give the date of the figures.');
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
      return problem('Invalid Thresholds', 'One line per threshold: "amount, percent", amounts rising and percents not (e.g. "1000, 9").');
    }
    brackets.push({ atLeast, share: percent });
  }
  if (brackets.length > 10) return problem('Invalid Thresholds', 'At most 10 thresholds.');
  const participants = /^\d{1,10}$/.test(values.participants.trim()) ? Number(values.participants.trim()) : Number.NaN;
  if (!(participants >= 1 && participants <= MAX_PARTICIPANTS)) {
    return problem('Invalid Participants', 'Give the number of participants the figures cover, a whole number such as 250000.');
  }
  return { ok: true, payload: { medianAnnual, zeroShare, typicalCosts: values.typicalCosts.trim(), source, asOf: values.asOf, brackets, participants } };
}
