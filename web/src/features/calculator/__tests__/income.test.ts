import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testSettings } from '@/testing/mock-api';
import type { IncomeDisclosure } from '@contract';

import {
  autoProjection,
  autoRanges,
  customProjection,
  flatProjection,
  flatRanges,
  manualLevelsRange,
  manualProjection,
  overMonths,
  type Projection,
} from '../earnings';
import { formatMoney, formatMoneyShort, formatPeople, formatPeopleShort } from '../format';
import { activateLocale, i18n, type Locale, type Translate } from '@/i18n';

import { aboveTop, disclosureYear, formatShare, NO_DISCLOSURE, realityCheck, tileNote, topBracket } from '../income';

const t: Translate = (id, values) => i18n._(id, values);

const disclosure: IncomeDisclosure = {
  ...testSettings.incomeDisclosure!,
  asOf: '2026-11-01',
  brackets: [
    { atLeast: 1000, share: 9 },
    { atLeast: 10000, share: 1.5 },
    { atLeast: 100000, share: 0.1 },
  ],
  participants: 250000,
};

/** The default Auto scenario: 3 direct, 3 per person, 15 levels. */
const defaults = { yearly: 258_280_452, networkSize: 21_523_359 };

describe('the disclosure beside a projection', () => {
  it("names the top figure under a projection above it, and what half earned under one within it, never the projection's share", () => {
    expect(topBracket(disclosure)).toEqual({ atLeast: 100000, share: 0.1 });
    expect(tileNote(t, disclosure, defaults.yearly)).toBe(
      "Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year.",
    );
    expect(tileNote(t, disclosure, 100000)).toBe('In 2026 half of the participants earned $84 a year or less; 52% earned nothing.');
    expect(tileNote(t, disclosure, 0)).toBe('In 2026 half of the participants earned $84 a year or less; 52% earned nothing.');
    expect(tileNote(t, null, defaults.yearly)).toBe(t(NO_DISCLOSURE));
  });

  it('sets the default projection beside the top figure, the typical participant and the real field, after the call to invite', () => {
    expect(realityCheck(t, disclosure, defaults)).toEqual([
      [
        "This projection, $258,280,452 a year, is more than the disclosure's top figure.",
        'In 2026 the top 0.1% of participants earned at least $100,000 a year.',
        'In 2026 half of the participants earned $84 a year or less; 52% earned nothing.',
      ],
      [
        'This projection needs 21,523,359 people in your network.',
        'The disclosure counts 250,000 participants in the whole company in 2026.',
        'That is 86.1 times as many people as the company has.',
      ],
    ]);
  });

  it('names the top figure for a projection within it too, and a field larger than the network without a ratio', () => {
    expect(realityCheck(t, disclosure, { yearly: 684, networkSize: 45 })).toEqual([
      [
        'In 2026 the top 0.1% of participants earned at least $100,000 a year.',
        'In 2026 half of the participants earned $84 a year or less; 52% earned nothing.',
      ],
      ['This projection needs 45 people in your network.', 'The disclosure counts 250,000 participants in the whole company in 2026.'],
    ]);
    expect(realityCheck(t, disclosure, { yearly: 0, networkSize: 0 })).toHaveLength(1);
  });

  it('says what the disclosure does not give: no thresholds, no field, none at all', () => {
    const bare = { ...disclosure, brackets: [], participants: null };
    expect(topBracket(bare)).toBeNull();
    expect(aboveTop(bare, 1e12)).toBe(false);
    expect(realityCheck(t, bare, defaults)).toEqual([
      ['The income disclosure gives no figure for its top earners.', 'In 2026 half of the participants earned $84 a year or less; 52% earned nothing.'],
      ['This projection needs 21,523,359 people in your network.', 'The income disclosure does not say how many participants the company has.'],
    ]);
    expect(realityCheck(t, null, defaults).flat()).toContain(t(NO_DISCLOSURE));
  });

  it('takes as the top figure the highest threshold someone reached (a share above 0)', () => {
    const withEmptyTop = { ...disclosure, brackets: [...disclosure.brackets, { atLeast: 1_000_000, share: 0 }] };
    expect(topBracket(withEmptyTop)).toEqual({ atLeast: 100000, share: 0.1 });
    expect(formatShare(0.05)).toBe('<0.1%');
    expect(formatShare(1.5)).toBe('1.5%');
    // Never rounded to a false 100%.
    expect(formatShare(99.99993)).toBe('>99.9%');
    expect(formatShare(100)).toBe('100%');
  });
});

// Properties across the calculator's input ranges and any disclosure an admin may keep.

const inRange = (range: { min: number; max: number; step: number }) =>
  fc.integer({ min: 0, max: Math.floor((range.max - range.min) / range.step) }).map((index) => range.min + index * range.step);

/** Every projection the four modes can make, with the figures the page shows for it. */
const projections: fc.Arbitrary<{ projection: Projection; overMonths: bigint | null }> = fc.oneof(
  fc
    .record({
      direct: inRange(autoRanges.direct),
      perPerson: inRange(autoRanges.perPerson),
      months: inRange(autoRanges.months),
      maxLevels: inRange(autoRanges.maxLevels),
    })
    .map((inputs) => {
      const projection = autoProjection(inputs);
      return { projection, overMonths: overMonths(projection, inputs.months) };
    }),
  fc
    .record({ direct: fc.nat({ max: 1_000_000 }), indirect: fc.nat({ max: 100_000_000 }), levels: inRange(manualLevelsRange) })
    .map((inputs) => ({ projection: manualProjection(inputs), overMonths: null })),
  fc
    .record({ levels: inRange(flatRanges.levels), multiplier: inRange(flatRanges.multiplier) })
    .map((inputs) => ({ projection: flatProjection(inputs), overMonths: null })),
  fc
    .array(fc.nat({ max: 10_000_000 }), { minLength: manualLevelsRange.min, maxLength: manualLevelsRange.max })
    .map((people) => ({ projection: customProjection(people), overMonths: null })),
);

/** A disclosure as app.save_income_disclosure accepts it: thresholds rising, shares not. */
const disclosures: fc.Arbitrary<IncomeDisclosure> = fc
  .record({
    medianAnnual: fc.nat({ max: 1_000_000 }),
    zeroShare: fc.integer({ min: 0, max: 100 }),
    pairs: fc.uniqueArray(
      fc.tuple(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
      ),
      {
        maxLength: 10,
        selector: ([atLeast]) => atLeast,
      },
    ),
    participants: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
  })
  .map(({ medianAnnual, zeroShare, pairs, participants }) => {
    const amounts = pairs.map(([atLeast]) => atLeast).sort((a, b) => a - b);
    const shares = pairs.map(([, share]) => share).sort((a, b) => b - a);
    return {
      medianAnnual,
      zeroShare,
      typicalCosts: '',
      source: 'Property test',
      asOf: '2025-12-31',
      brackets: amounts.map((atLeast, index) => ({ atLeast, share: shares[index]! })),
      participants,
    };
  });

/** Every way the page writes a projected amount or head count. */
function projectedFigures({ projection, overMonths: total }: { projection: Projection; overMonths: bigint | null }): string[] {
  const amounts = [projection.monthly, projection.yearly, ...(total === null ? [] : [total])].filter((amount) => amount > 0);
  return [
    ...amounts.flatMap((amount) => [formatMoney(amount), formatMoneyShort(amount)]),
    ...(projection.networkSize > 0 ? [formatPeople(projection.networkSize), formatPeopleShort(projection.networkSize)] : []),
  ];
}

/** The sentences of every text the rules write for a projection: the money tiles' notes (the total over the months too) and the reality check. */
function sentencesFor(disclosure: IncomeDisclosure | null, projection: Projection, total: bigint | null): string[] {
  const texts = [
    tileNote(t, disclosure, projection.monthly * 12n),
    tileNote(t, disclosure, projection.yearly),
    ...(total === null ? [] : [tileNote(t, disclosure, total)]),
    ...realityCheck(t, disclosure, projection).flat(),
  ];
  return texts.flatMap((text) => text.split(/(?<=\.)\s+/));
}

/** A share of participants, per language: a percent, or words that count people as a part of all. */
const SHARE: Record<Locale, RegExp> = {
  en: /%|\bpercent\b|\bhalf\b|\bone in\b|\bmost\b/i,
  es: /%|\bpor ciento\b|\bmitad\b|\buno de cada\b|\bmayoría\b/i,
  ar: /%|٪|بالمئة|نصف|واحد من كل|معظم|أغلب/,
};

const escaped = (figure: string) => figure.replace(/[\\^$.*+?()[\]{}|<]/g, '\\$&');

/** A figure as a whole number inside a sentence ("$1,000" is not in "$1,000,000"; "1.000 US$" not in "1.000.000 US$"). */
const figureIn = (figure: string) => new RegExp(`(^|[^\\d,.])${escaped(figure)}(?!\\d|[,.]\\d)`, 'g');

/** Every figure the disclosure itself states: a projected figure equal to one of them cannot be told apart, so those are read first. */
function disclosedFigures(kept: IncomeDisclosure | null): string[] {
  if (!kept) return [];
  return [
    formatMoney(kept.medianAnnual),
    formatShare(kept.zeroShare),
    ...kept.brackets.flatMap((bracket) => [formatMoney(bracket.atLeast), formatShare(bracket.share)]),
    ...(kept.participants ? [formatPeople(kept.participants)] : []),
    disclosureYear(kept),
  ];
}

/** The projected figures a sentence names once the disclosure's own figures are taken out of it. */
function projectedIn(sentence: string, projected: string[], disclosed: string[]): string[] {
  const rest = disclosed.reduce((text, figure) => text.replace(figureIn(figure), '$1#'), sentence);
  return projected.filter((figure) => figureIn(figure).test(rest));
}

// Every language says the same facts: the rules hold for each catalogue's sentences, not only English's.
describe.each<Locale>(['en', 'es', 'ar'])('the sentence rules, for every input in range (%s)', (locale) => {
  beforeAll(() => activateLocale(locale));
  afterAll(() => activateLocale('en'));

  it('never pairs a projected amount or network with a share of participants in one sentence', () => {
    fc.assert(
      fc.property(fc.option(disclosures, { nil: null }), projections, (kept, shown) => {
        const projected = projectedFigures(shown);
        const disclosed = disclosedFigures(kept);
        for (const sentence of sentencesFor(kept, shown.projection, shown.overMonths)) {
          if (SHARE[locale].test(sentence)) expect(projectedIn(sentence, projected, disclosed), sentence).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never shows a projection above the top figure without that figure, its share and year beside it, and the field beside its network', () => {
    fc.assert(
      fc.property(disclosures, projections, (kept, { projection, overMonths: total }) => {
        const top = topBracket(kept);
        const topFigure = top && t('calc.disclosure.top', { year: disclosureYear(kept), share: formatShare(top.share), amount: formatMoney(top.atLeast) });
        for (const annual of [projection.monthly * 12n, projection.yearly, ...(total === null ? [] : [total])]) {
          if (top && annual > top.atLeast) expect(tileNote(t, kept, annual)).toContain(topFigure);
        }
        const check = realityCheck(t, kept, projection).flat().join(' ');
        if (topFigure) expect(check).toContain(topFigure);
        if (top && projection.yearly > top.atLeast) expect(check).toContain(t('calc.reality.above', { amount: formatMoney(projection.yearly) }));
        if (projection.networkSize > 0) {
          expect(check).toContain(formatPeople(projection.networkSize));
          expect(check).toContain(kept.participants ? formatPeople(kept.participants) : t('calc.reality.noField'));
        }
      }),
      { numRuns: 300 },
    );
  });
});
