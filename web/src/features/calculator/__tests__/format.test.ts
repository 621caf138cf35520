import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { activateLocale, i18n, type Locale, type Translate } from '@/i18n';

import { autoProjection, autoRanges } from '../earnings';
import { formatCents, formatMoneyShort, formatPeople, formatPeopleShort, formatTimes, pluralCount } from '../format';

const t: Translate = (id, values) => i18n._(id, values);
/** Spaces as spaces, the no-break ones too, to read the figures here. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
/** Arabic's amount as one right-to-left unit (web/src/i18n/format.ts, `formatAmount`). */
const arUsd = (amount: string) => `\u2067\u200f${amount} US$\u200e\u2069`;

const max = { direct: autoRanges.direct.max, perPerson: autoRanges.perPerson.max, months: autoRanges.months.max, maxLevels: autoRanges.maxLevels.max };

describe('the model counts whole people and dollars exactly', () => {
  it('gives the network with every slider at its maximum to its last digit (past 2^53)', () => {
    const projection = autoProjection(max);
    // 20 x (8^20 - 1) / 7: a float sum gave 3,294,061,441,733,848,600.
    expect(projection.networkSize).toBe((20n * (8n ** 20n - 1n)) / 7n);
    expect(projection.networkSize).toBe(3_294_061_441_733_848_500n);
    expect(projection.monthly).toBe(100_526_777_396_740n);
    expect(projection.yearly).toBe(1_206_321_328_760_880n);
    // 7 per person: level 20 holds 20 x 7^19, which a float could not hold exactly.
    expect(autoProjection({ ...max, perPerson: 7 }).rows[19]?.people).toBe(20n * 7n ** 19n);
  });
});

const figures: Record<Locale, { over999T: string[]; belowCent: string; cents: string[]; people: string[]; times: string[] }> = {
  en: {
    over999T: ['$1,206.3T', '$12,345.7T', '$999.9T', '$21.5M', '$999,999'],
    belowCent: 'less than $0.01',
    cents: ['$0.00', '$0.01', '$2.14'],
    people: ['3,294,061,441,733,848,500', '21.5M', '999.9T', '1 × 10¹⁵', '999,999', '3.3 × 10¹⁸', '1 × 10¹⁹'],
    times: ['13,176,245,766,935.4', '86.1', '2', '0.5'],
  },
  es: {
    // Spanish writes four digits ungrouped ("1206"), in a short form as in a full one.
    over999T: ['1206,3 B US$', '12.345,7 B US$', '999,9 B US$', '21,5 M US$', '999.999 US$'],
    belowCent: 'menos de 0,01 US$',
    cents: ['0,00 US$', '0,01 US$', '2,14 US$'],
    people: ['3.294.061.441.733.848.500', '21,5 M', '999,9 B', '1 × 10¹⁵', '999.999', '3,3 × 10¹⁸', '1 × 10¹⁹'],
    times: ['13.176.245.766.935,4', '86,1', '2', '0,5'],
  },
  ar: {
    over999T: [arUsd('1,206.3 ترليون'), arUsd('12,345.7 ترليون'), arUsd('999.9 ترليون'), arUsd('21.5 مليون'), arUsd('999,999')],
    belowCent: `أقل من ${arUsd('0.01')}`,
    cents: [arUsd('0.00'), arUsd('0.01'), arUsd('2.14')],
    people: ['3,294,061,441,733,848,500', '21.5 مليون', '999.9 ترليون', '\u20661 × 10¹⁵\u2069', '999,999', '\u20663.3 × 10¹⁸\u2069', '\u20661 × 10¹⁹\u2069'],
    times: ['13,176,245,766,935.4', '86.1', '2', '0.5'],
  },
};

describe.each<Locale>(['en', 'es', 'ar'])('one formatter for money and one for head counts (%s)', (locale) => {
  beforeAll(() => activateLocale(locale));
  afterAll(() => activateLocale('en'));
  const expected = figures[locale];

  it('groups a compact money figure over 999 trillions as the language groups a full one', () => {
    expect(
      [1_206_321_328_760_880n, 12_345_678_901_234_567n, 999_949_999_999_999, 21_523_371n, 999_999].map((value) => spaced(formatMoneyShort(value))),
    ).toEqual(expected.over999T);
  });

  it('says an average above $0 but below a cent is less than a cent, never $0.00', () => {
    // With every slider at its maximum: $100,526,777,396,740 over 3,294,061,441,733,848,500 people.
    expect(spaced(formatCents(t, autoProjection(max).averagePerPerson))).toBe(expected.belowCent);
    expect(spaced(formatCents(t, 0.004))).toBe(expected.belowCent);
    expect(spaced(formatCents(t, 0.0099))).toBe(expected.belowCent);
    expect([0, 0.01, 15 / 7].map((value) => spaced(formatCents(t, value)))).toEqual(expected.cents);
  });

  it('writes a head count whole and exact past 2^53, and short where room is: named up to a thousand trillions, then in powers of ten', () => {
    const shown = [
      formatPeople(3_294_061_441_733_848_500n),
      formatPeopleShort(21_523_359n),
      formatPeopleShort(999_949_999_999_999n),
      formatPeopleShort(1_000_000_000_000_000n),
      formatPeopleShort(999_999n),
      formatPeopleShort(3_294_061_441_733_848_500n),
      // 9.96 × 10¹⁸ rounds up to the next power.
      formatPeopleShort(9_960_000_000_000_000_000n),
    ];
    expect(shown.map(spaced)).toEqual(expected.people);
  });

  it('says how many times the field the network is, to one decimal, exactly', () => {
    const shown = [formatTimes(3_294_061_441_733_848_500n, 250_000), formatTimes(21_523_359n, 250_000), formatTimes(4, 2), formatTimes(1, 2)];
    expect(shown.map(spaced)).toEqual(expected.times);
  });

  it('counts a head count past 2^53 in a plural as its language counts it', () => {
    const needs = (people: bigint) => t('calc.reality.needs', { count: pluralCount(people), people: formatPeople(people) });
    // Arabic: a figure ending in 00 takes the singular, one ending in 11 to 99 the accusative singular, 3 to 10 the plural.
    if (locale === 'ar') {
      expect(needs(3_294_061_441_733_848_500n)).toBe('يحتاج هذا التوقّع إلى 3,294,061,441,733,848,500 شخص في شبكتك.');
      expect(needs(3_294_061_441_733_848_559n)).toBe('يحتاج هذا التوقّع إلى 3,294,061,441,733,848,559 شخصًا في شبكتك.');
      expect(needs(3_294_061_441_733_848_503n)).toBe('يحتاج هذا التوقّع إلى 3,294,061,441,733,848,503 أشخاص في شبكتك.');
    }
    expect(pluralCount(21_523_359n)).toBe(21_523_359);
    expect(pluralCount(3_294_061_441_733_848_500n) % 100).toBe(0);
    expect(pluralCount(3_294_061_441_733_848_559n) % 100).toBe(59);
  });
});
