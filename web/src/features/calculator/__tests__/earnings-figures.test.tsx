import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { activateLocale, type Locale } from '@/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';

import { EarningsCalculator } from '../components/earnings-calculator';

/** Every figure the calculator shows, tile by tile and sentence by sentence (no-break spaces as spaces, to be read here). */
function shown() {
  const spaced = (value: string | null | undefined) => value?.replace(/\u00a0/g, ' ');
  const text = (id: string) => spaced(screen.getByTestId(id).textContent);
  const title = (id: string) => spaced(screen.getByTestId(id).getAttribute('title'));
  const rows = screen.getAllByTestId('calc-level-row');
  return {
    monthly: [text('calc-monthly'), title('calc-monthly'), text('calc-monthly-note')],
    yearly: [text('calc-yearly'), title('calc-yearly'), text('calc-yearly-note')],
    total: [text('calc-months-total'), title('calc-months-total'), text('calc-months-total-note')],
    network: [text('calc-network'), title('calc-network'), text('calc-network-field')],
    average: text('calc-average'),
    insight: text('calc-insight'),
    reality: screen.getAllByTestId('calc-reality-paragraph').map((paragraph) => spaced(paragraph.textContent)),
    lastRow: [...rows.at(-1)!.querySelectorAll('td')].map((cell) => spaced(cell.textContent)),
    chart: spaced(document.getElementById('growth-chart-summary')!.textContent),
    lastBar: spaced(screen.getAllByTestId('calc-chart-bar').at(-1)!.getAttribute('title')),
  };
}

/** A key on a slider's thumb, once it has the focus (the slider's machine takes it on its next tick). */
async function press(slider: HTMLElement, key: string) {
  act(() => slider.focus());
  await act(async () => {
    fireEvent.keyDown(slider, { key });
    await Promise.resolve();
  });
}

const RLI = '\u2067';
const PDI = '\u2069';
const LRM = '\u200e';
/** Arabic's dollar amount as formatAmount isolates it: "‏1,200 US$" read number then currency. */
const arUsd = (amount: string) => `${RLI}\u200f${amount} US$${LRM}${PDI}`;

interface Expected {
  defaults: ReturnType<typeof shown>;
  max: ReturnType<typeof shown>;
}

/**
 * The mock disclosure: median $84 a year, 52% earned nothing, the top 0.1% at least $100,000, 250,000
 * participants in 2026. Defaults: 3 direct, 3 per person, 12 months, 15 levels. Max: 20 direct, 8 per
 * person, 24 months, 20 levels: 3,294,061,441,733,848,500 people (20 x (8^20 - 1) / 7, past 2^53),
 * $100,526,777,396,740 a month, $1,206,321,328,760,880 a year, $2,412,642,657,521,760 over 24 months,
 * $0.0000305 a month per person, 13,176,245,766,935.394 times the company's field.
 */
const expected: Record<Locale, Expected> = {
  en: {
    defaults: {
      monthly: ['$21.5M', '$21,523,371', "Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year."],
      yearly: ['$258.3M', '$258,280,452', "Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year."],
      total: ['$258.3M', '$258,280,452', "Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year."],
      network: ['21.5M', '21,523,359', 'The whole company: 250,000 participants in 2026.'],
      average: '$1.00',
      insight:
        'In this scenario >99.9% of the monthly figure comes from levels 2 and deeper, which depends on every person in the network bringing in others. Real networks rarely grow this way, and most participants earn little or nothing.',
      reality: [
        "This projection, $258,280,452 a year, is more than the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year. In 2026 half of the participants earned $84 a year or less; 52% earned nothing.",
        'This projection needs 21,523,359 people in your network. The disclosure counts 250,000 participants in the whole company in 2026. That is 86.1 times as many people as the company has.',
      ],
      lastRow: ['15', '14.3M', '1', '14.3M', '21.5M'],
      chart: '15 levels, from 3 people at level 1 to 14,348,907 at the largest level.',
      lastBar: 'Level 15: 14,348,907 people',
    },
    max: {
      monthly: ['$100.5T', '$100,526,777,396,740', "Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year."],
      yearly: [
        '$1,206.3T',
        '$1,206,321,328,760,880',
        "Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year.",
      ],
      total: [
        '$2,412.6T',
        '$2,412,642,657,521,760',
        "Above the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year.",
      ],
      network: ['3.3 × 10¹⁸', '3,294,061,441,733,848,500', 'The whole company: 250,000 participants in 2026.'],
      average: 'less than $0.01',
      insight:
        'In this scenario >99.9% of the monthly figure comes from levels 2 and deeper, which depends on every person in the network bringing in others. Real networks rarely grow this way, and most participants earn little or nothing.',
      reality: [
        "This projection, $1,206,321,328,760,880 a year, is more than the disclosure's top figure. In 2026 the top 0.1% of participants earned at least $100,000 a year. In 2026 half of the participants earned $84 a year or less; 52% earned nothing.",
        'This projection needs 3,294,061,441,733,848,500 people in your network. The disclosure counts 250,000 participants in the whole company in 2026. That is 13,176,245,766,935.4 times as many people as the company has.',
      ],
      lastRow: ['20', '2.9 × 10¹⁸', '0', '0', '100.5T'],
      chart: '20 levels, from 20 people at level 1 to 2,882,303,761,517,117,440 at the largest level.',
      lastBar: 'Level 20: 2,882,303,761,517,117,440 people',
    },
  },
  es: {
    defaults: {
      monthly: [
        '21,5 M US$',
        '21.523.371 US$',
        'Por encima de la cifra más alta de la declaración. En 2026, el 0,1 % de participantes con mayores ingresos ganó al menos 100.000 US$ al año.',
      ],
      yearly: [
        '258,3 M US$',
        '258.280.452 US$',
        'Por encima de la cifra más alta de la declaración. En 2026, el 0,1 % de participantes con mayores ingresos ganó al menos 100.000 US$ al año.',
      ],
      total: [
        '258,3 M US$',
        '258.280.452 US$',
        'Por encima de la cifra más alta de la declaración. En 2026, el 0,1 % de participantes con mayores ingresos ganó al menos 100.000 US$ al año.',
      ],
      network: ['21,5 M', '21.523.359', 'Toda la empresa: 250.000 participantes en 2026.'],
      average: '1,00 US$',
      insight:
        'En este escenario, el >99,9 % de la cifra mensual viene del nivel 2 y los más profundos, lo que depende de que cada persona de la red traiga a otras. Las redes reales rara vez crecen así, y la mayoría de los participantes ganan poco o nada.',
      reality: [
        'Esta proyección, 258.280.452 US$ al año, supera la cifra más alta de la declaración. En 2026, el 0,1 % de participantes con mayores ingresos ganó al menos 100.000 US$ al año. En 2026, la mitad de los participantes ganó 84 US$ al año o menos; el 52 % no ganó nada.',
        'Esta proyección necesita 21.523.359 personas en tu red. La declaración cuenta 250.000 participantes en toda la empresa en 2026. Son 86,1 veces las personas que tiene la empresa.',
      ],
      lastRow: ['15', '14,3 M', '1', '14,3 M', '21,5 M'],
      chart: '15 niveles, de 3 personas en el nivel 1 a 14.348.907 en el nivel más grande.',
      lastBar: 'Nivel 15: 14.348.907 personas',
    },
    max: {
      monthly: [
        '100,5 B US$',
        '100.526.777.396.740 US$',
        'Por encima de la cifra más alta de la declaración. En 2026, el 0,1 % de participantes con mayores ingresos ganó al menos 100.000 US$ al año.',
      ],
      yearly: [
        '1206,3 B US$',
        '1.206.321.328.760.880 US$',
        'Por encima de la cifra más alta de la declaración. En 2026, el 0,1 % de participantes con mayores ingresos ganó al menos 100.000 US$ al año.',
      ],
      total: [
        '2412,6 B US$',
        '2.412.642.657.521.760 US$',
        'Por encima de la cifra más alta de la declaración. En 2026, el 0,1 % de participantes con mayores ingresos ganó al menos 100.000 US$ al año.',
      ],
      network: ['3,3 × 10¹⁸', '3.294.061.441.733.848.500', 'Toda la empresa: 250.000 participantes en 2026.'],
      average: 'menos de 0,01 US$',
      insight:
        'En este escenario, el >99,9 % de la cifra mensual viene del nivel 2 y los más profundos, lo que depende de que cada persona de la red traiga a otras. Las redes reales rara vez crecen así, y la mayoría de los participantes ganan poco o nada.',
      reality: [
        'Esta proyección, 1.206.321.328.760.880 US$ al año, supera la cifra más alta de la declaración. En 2026, el 0,1 % de participantes con mayores ingresos ganó al menos 100.000 US$ al año. En 2026, la mitad de los participantes ganó 84 US$ al año o menos; el 52 % no ganó nada.',
        'Esta proyección necesita 3.294.061.441.733.848.500 personas en tu red. La declaración cuenta 250.000 participantes en toda la empresa en 2026. Son 13.176.245.766.935,4 veces las personas que tiene la empresa.',
      ],
      lastRow: ['20', '2,9 × 10¹⁸', '0', '0', '100,5 B'],
      chart: '20 niveles, de 20 personas en el nivel 1 a 2.882.303.761.517.117.440 en el nivel más grande.',
      lastBar: 'Nivel 20: 2.882.303.761.517.117.440 personas',
    },
  },
  ar: {
    defaults: {
      monthly: [
        arUsd('21.5 مليون'),
        arUsd('21,523,371'),
        `أعلى من أعلى رقم في الإفصاح. في 2026 كسب أعلى 0.1\u200e%\u200e من المشاركين دخلًا ${arUsd('100,000')} على الأقل في السنة.`,
      ],
      yearly: [
        arUsd('258.3 مليون'),
        arUsd('258,280,452'),
        `أعلى من أعلى رقم في الإفصاح. في 2026 كسب أعلى 0.1\u200e%\u200e من المشاركين دخلًا ${arUsd('100,000')} على الأقل في السنة.`,
      ],
      total: [
        arUsd('258.3 مليون'),
        arUsd('258,280,452'),
        `أعلى من أعلى رقم في الإفصاح. في 2026 كسب أعلى 0.1\u200e%\u200e من المشاركين دخلًا ${arUsd('100,000')} على الأقل في السنة.`,
      ],
      network: ['21.5 مليون', '21,523,359', 'الشركة كلها: عدد المشاركين 250,000 في 2026.'],
      average: arUsd('1.00'),
      insight:
        'في هذا السيناريو يأتي >99.9\u200e%\u200e من الرقم الشهري من المستوى 2 وما بعده، وهذا يعتمد على أن يجلب كل شخص في الشبكة آخرين. نادرًا ما تنمو الشبكات الحقيقية بهذه الطريقة، ومعظم المشاركين يكسبون القليل أو لا شيء.',
      reality: [
        `هذا التوقّع، ${arUsd('258,280,452')} في السنة، أكبر من أعلى رقم في الإفصاح. في 2026 كسب أعلى 0.1\u200e%\u200e من المشاركين دخلًا ${arUsd('100,000')} على الأقل في السنة. في 2026 كسب نصف المشاركين ${arUsd('84')} أو أقل في السنة؛ ولم يكسب 52\u200e%\u200e منهم شيئًا.`,
        'يحتاج هذا التوقّع إلى 21,523,359 شخصًا في شبكتك. عدد المشاركين في الشركة كلها في 2026 بحسب الإفصاح: 250,000. أي عدد الأشخاص في الشركة مضروبًا في 86.1.',
      ],
      lastRow: ['15', '14.3 مليون', '1', '14.3 مليون', '21.5 مليون'],
      chart: '15 مستوى، من 3 أشخاص في المستوى 1 إلى 14,348,907 في أكبر مستوى.',
      lastBar: 'المستوى 15: 14,348,907 أشخاص',
    },
    max: {
      monthly: [
        arUsd('100.5 ترليون'),
        arUsd('100,526,777,396,740'),
        `أعلى من أعلى رقم في الإفصاح. في 2026 كسب أعلى 0.1\u200e%\u200e من المشاركين دخلًا ${arUsd('100,000')} على الأقل في السنة.`,
      ],
      yearly: [
        arUsd('1,206.3 ترليون'),
        arUsd('1,206,321,328,760,880'),
        `أعلى من أعلى رقم في الإفصاح. في 2026 كسب أعلى 0.1\u200e%\u200e من المشاركين دخلًا ${arUsd('100,000')} على الأقل في السنة.`,
      ],
      total: [
        arUsd('2,412.6 ترليون'),
        arUsd('2,412,642,657,521,760'),
        `أعلى من أعلى رقم في الإفصاح. في 2026 كسب أعلى 0.1\u200e%\u200e من المشاركين دخلًا ${arUsd('100,000')} على الأقل في السنة.`,
      ],
      network: ['\u20663.3 × 10¹⁸\u2069', '3,294,061,441,733,848,500', 'الشركة كلها: عدد المشاركين 250,000 في 2026.'],
      average: `أقل من ${arUsd('0.01')}`,
      insight:
        'في هذا السيناريو يأتي >99.9\u200e%\u200e من الرقم الشهري من المستوى 2 وما بعده، وهذا يعتمد على أن يجلب كل شخص في الشبكة آخرين. نادرًا ما تنمو الشبكات الحقيقية بهذه الطريقة، ومعظم المشاركين يكسبون القليل أو لا شيء.',
      reality: [
        `هذا التوقّع، ${arUsd('1,206,321,328,760,880')} في السنة، أكبر من أعلى رقم في الإفصاح. في 2026 كسب أعلى 0.1\u200e%\u200e من المشاركين دخلًا ${arUsd('100,000')} على الأقل في السنة. في 2026 كسب نصف المشاركين ${arUsd('84')} أو أقل في السنة؛ ولم يكسب 52\u200e%\u200e منهم شيئًا.`,
        'يحتاج هذا التوقّع إلى 3,294,061,441,733,848,500 شخص في شبكتك. عدد المشاركين في الشركة كلها في 2026 بحسب الإفصاح: 250,000. أي عدد الأشخاص في الشركة مضروبًا في 13,176,245,766,935.4.',
      ],
      lastRow: ['20', '\u20662.9 × 10¹⁸\u2069', '0', '0', '100.5 ترليون'],
      chart: '20 مستوى، من 20 شخصًا في المستوى 1 إلى 2,882,303,761,517,117,440 في أكبر مستوى.',
      lastBar: 'المستوى 20: 2,882,303,761,517,117,440 شخصًا',
    },
  },
};

describe.each<Locale>(['en', 'es', 'ar'])('the calculator figures (%s)', (locale) => {
  beforeAll(() => activateLocale(locale));
  afterAll(() => activateLocale('en'));

  it('shows the defaults as checked, and every tile and sentence true and readable with every slider at its maximum', async () => {
    mockApi({});
    renderWithProviders(<EarningsCalculator />);
    await screen.findByTestId('typical-median');
    expect(shown()).toEqual(expected[locale].defaults);
    for (const slider of screen.getAllByRole('slider')) await press(slider, 'End');
    expect(shown()).toEqual(expected[locale].max);
  });
});
