/**
 * What the calculator says about a projection beside the operator's income disclosure
 * (docs/product.md#income-disclosure). Two rules hold for every sentence here, for every input:
 * - no sentence attributes a projection to a share of participants: a sentence that names a
 *   projected amount names no percent, and a sentence that names a percent is a fact of the
 *   disclosure (what a share of participants earned), never a claim about the projection;
 * - a projection larger than the disclosure's top figure (the highest "earned at least" threshold:
 *   what the most successful participants really earned) always has that figure beside it, and
 *   the network it needs is set beside the company's real field (the participants the figures cover).
 * The disclosure says "at least", so nothing here claims to know the most anyone earned.
 */
import type { IncomeDisclosure } from '@contract';

import { formatCount, formatMoney } from './format';

type Bracket = IncomeDisclosure['brackets'][number];

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export const formatShare = (share: number) => `${share > 0 && share < 0.1 ? '<0.1' : percent.format(share)}%`;

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
export function aboveTop(disclosure: Pick<IncomeDisclosure, 'brackets'>, annual: number): boolean {
  const top = topBracket(disclosure);
  return top !== null && annual > top.atLeast;
}

export const NO_DISCLOSURE = 'No income disclosure is published yet. Most people who join earn little or nothing.';

/** Where the disclosure is: still loading, failed to load, or here (`null`: none is published). */
export type DisclosureRead = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; disclosure: IncomeDisclosure | null };

export const DISCLOSURE_LOADING = 'Loading the income disclosure...';
export const DISCLOSURE_FAILED = 'The income disclosure could not be loaded. Most people who join earn little or nothing.';

/** The line under a projected money figure while the disclosure is not here, else `tileNote`'s. */
export function tileNoteFor(read: DisclosureRead, annual: number): string {
  if (read.status === 'loading') return DISCLOSURE_LOADING;
  if (read.status === 'failed') return DISCLOSURE_FAILED;
  return tileNote(read.disclosure, annual);
}

/** "In 2026 the top 0.1% of participants earned at least $100,000 a year." */
function topSentence(disclosure: IncomeDisclosure, top: Bracket): string {
  return `In ${disclosureYear(disclosure)} the top ${formatShare(top.share)} of participants earned at least ${formatMoney(top.atLeast)} a year.`;
}

/** "In 2026 half of the participants earned $84 a year or less; 52% earned nothing." */
function typicalSentence(disclosure: IncomeDisclosure): string {
  return (
    `In ${disclosureYear(disclosure)} half of the participants earned ${formatMoney(disclosure.medianAnnual)} a year or less; ` +
    `${formatShare(disclosure.zeroShare)} earned nothing.`
  );
}

/**
 * The line under a projected money figure (`annual`: what it comes to in a year). Above the top
 * figure it names that figure; otherwise what the typical participant earned. It never names the
 * projection itself: the tile shows it beside the line.
 */
export function tileNote(disclosure: IncomeDisclosure | null, annual: number): string {
  if (!disclosure) return NO_DISCLOSURE;
  const top = topBracket(disclosure);
  if (top && annual > top.atLeast) return `Above the disclosure's top figure. ${topSentence(disclosure, top)}`;
  return typicalSentence(disclosure);
}

/** "86 times", "1.5 times": how many times the field a network is. */
const times = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The network a projection needs beside the company's field (none when it needs no one). */
function fieldSentences(disclosure: IncomeDisclosure, networkSize: number): string[] {
  if (networkSize <= 0) return [];
  const needs = `This projection needs ${formatCount(networkSize)} ${networkSize === 1 ? 'person' : 'people'} in your network.`;
  const field = disclosure.participants;
  if (!field) return [needs, 'The income disclosure does not say how many participants the company has.'];
  const company = `The disclosure counts ${formatCount(field)} participants in the whole company in ${disclosureYear(disclosure)}.`;
  if (networkSize > field) return [needs, company, `That is ${times.format(networkSize / field)} times as many people as the company has.`];
  return [needs, company];
}

export interface ProjectionFigures {
  /** The projection's yearly figure. */
  yearly: number;
  networkSize: number;
}

/**
 * The calculator's last word, after its call to invite, in two paragraphs of sentences: the
 * projection set beside what the most successful participants really earned and what the typical
 * one earned; then the network it needs beside the company's field.
 */
export function realityCheck(disclosure: IncomeDisclosure | null, projection: ProjectionFigures): string[][] {
  if (!disclosure) return [['No income disclosure is published yet, so this projection cannot be set beside what participants really earned.', NO_DISCLOSURE]];
  const top = topBracket(disclosure);
  const comparison = !top
    ? ['The income disclosure gives no figure for its top earners.']
    : projection.yearly > top.atLeast
      ? [`This projection, ${formatMoney(projection.yearly)} a year, is more than the disclosure's top figure.`, topSentence(disclosure, top)]
      : [topSentence(disclosure, top)];
  const field = fieldSentences(disclosure, projection.networkSize);
  return [[...comparison, typicalSentence(disclosure)], ...(field.length > 0 ? [field] : [])];
}
