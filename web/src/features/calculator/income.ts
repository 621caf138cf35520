/**
 * What the calculator says about a projection beside the operator's income disclosure
 * (docs/product.md#income-disclosure). Two rules hold for every sentence here, for every input:
 * - no sentence attributes a projection to a share of participants: a sentence that names a
 *   projected amount names no percent, and a sentence that names a percent is a fact of the
 *   disclosure (what a share of participants earned), never a claim about the projection;
 * - a projection larger than the disclosure's top figure (the highest "earned at least" threshold:
 *   what the most successful participants really earned) always has that figure beside it, and
 *   the network it needs is set beside the company's real field (the participants the figures cover).
 * The disclosure says "at least", so nothing here claims to know the most anyone earned. Each sentence
 * is one message per language with the same figures as arguments, and the rules hold in every language
 * (docs/decisions.md, "Languages").
 */
import type { IncomeDisclosure, LocaleCode } from '@contract';
import type { MessageId, Translate } from '@/i18n';

import { formatMoney, formatPeople, formatShare, formatTimes, pluralCount, type Whole } from './format';

export { formatShare };

type Bracket = IncomeDisclosure['brackets'][number];

/** The year the disclosure's figures are of ("2026" from "2026-11-01"). */
export const disclosureYear = (disclosure: Pick<IncomeDisclosure, 'asOf'>) => disclosure.asOf.slice(0, 4);

/**
 * The disclosure's top figure: the highest threshold some participants reached (a share above 0)
 * and that share, or null when the disclosure gives none.
 */
export function topBracket(disclosure: Pick<IncomeDisclosure, 'brackets'>): Bracket | null {
  let top: Bracket | null = null;
  for (const bracket of disclosure.brackets) if (bracket.share > 0 && (!top || bracket.atLeast > top.atLeast)) top = bracket;
  return top;
}

/** Whether an annual figure is larger than the disclosure's top figure. */
export function aboveTop(disclosure: Pick<IncomeDisclosure, 'brackets'>, annual: Whole): boolean {
  const top = topBracket(disclosure);
  return top !== null && annual > top.atLeast;
}

/** "No income disclosure is published yet. Most people who join earn little or nothing." */
export const NO_DISCLOSURE: MessageId = 'calc.disclosure.none';

/** Where the disclosure is: still loading, failed to load, or here (`null`: none is published). */
/** `lang`: the language of its source and typical costs as served (docs/decisions.md, "Languages"). */
export type DisclosureRead =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; disclosure: (IncomeDisclosure & { lang?: LocaleCode }) | null };

export const DISCLOSURE_LOADING: MessageId = 'calc.disclosure.loading';
export const DISCLOSURE_FAILED: MessageId = 'calc.disclosure.failed';

/** The line under a projected money figure while the disclosure is not here, else `tileNote`'s. */
export function tileNoteFor(t: Translate, read: DisclosureRead, annual: Whole): string {
  if (read.status === 'loading') return t(DISCLOSURE_LOADING);
  if (read.status === 'failed') return t(DISCLOSURE_FAILED);
  return tileNote(t, read.disclosure, annual);
}

/** "In 2026 the top 0.1% of participants earned at least $100,000 a year." */
function topSentence(t: Translate, disclosure: IncomeDisclosure, top: Bracket): string {
  return t('calc.disclosure.top', { year: disclosureYear(disclosure), share: formatShare(top.share), amount: formatMoney(top.atLeast) });
}

/** "In 2026 half of the participants earned $84 a year or less; 52% earned nothing." */
function typicalSentence(t: Translate, disclosure: IncomeDisclosure): string {
  return t('calc.disclosure.typical', {
    year: disclosureYear(disclosure),
    amount: formatMoney(disclosure.medianAnnual),
    zeroShare: formatShare(disclosure.zeroShare),
  });
}

/**
 * The line under a projected money figure (`annual`: what it comes to in a year). Above the top
 * figure it names that figure; otherwise what the typical participant earned. It never names the
 * projection itself: the tile shows it beside the line.
 */
export function tileNote(t: Translate, disclosure: IncomeDisclosure | null, annual: Whole): string {
  if (!disclosure) return t(NO_DISCLOSURE);
  const top = topBracket(disclosure);
  if (top && annual > top.atLeast) return `${t('calc.disclosure.aboveTop')} ${topSentence(t, disclosure, top)}`;
  return typicalSentence(t, disclosure);
}

/** The network a projection needs beside the company's field (none when it needs no one). */
function fieldSentences(t: Translate, disclosure: IncomeDisclosure, networkSize: Whole): string[] {
  if (networkSize <= 0) return [];
  const needs = t('calc.reality.needs', { count: pluralCount(networkSize), people: formatPeople(networkSize) });
  const field = disclosure.participants;
  if (!field) return [needs, t('calc.reality.noField')];
  const company = t('calc.reality.company', { participants: formatPeople(field), year: disclosureYear(disclosure) });
  if (networkSize > field) return [needs, company, t('calc.reality.times', { times: formatTimes(networkSize, field) })];
  return [needs, company];
}

export interface ProjectionFigures {
  /** The projection's yearly figure. */
  yearly: Whole;
  networkSize: Whole;
}

/**
 * The calculator's last word, after its call to invite, in two paragraphs of sentences: the
 * projection set beside what the most successful participants really earned and what the typical
 * one earned; then the network it needs beside the company's field.
 */
export function realityCheck(t: Translate, disclosure: IncomeDisclosure | null, projection: ProjectionFigures): string[][] {
  if (!disclosure) return [[t('calc.reality.noDisclosure'), t(NO_DISCLOSURE)]];
  const top = topBracket(disclosure);
  const comparison = !top
    ? [t('calc.reality.noTop')]
    : projection.yearly > top.atLeast
      ? [t('calc.reality.above', { amount: formatMoney(projection.yearly) }), topSentence(t, disclosure, top)]
      : [topSentence(t, disclosure, top)];
  const field = fieldSentences(t, disclosure, projection.networkSize);
  return [[...comparison, typicalSentence(t, disclosure)], ...(field.length > 0 ? [field] : [])];
}
