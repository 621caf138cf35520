/**
 * Income and lifestyle claims in Spanish and Arabic (docs/operators.md#income-claim-phrases): each
 * variant below is caught by app.claim_hits, which every app.check_claims trigger uses, through the
 * normalisation of app.claim_readings (accents, tashkeel, tatweel, alef/ya/ta marbuta forms,
 * Arabic-Indic digits, presentation forms, hashtags); the innocent texts of each language pass. One
 * case of each language goes through a trigger. Reads only: no global state changes.
 */
import { afterAll, describe, expect, it } from 'vitest';

import { closeDb, db } from '../support/clients';

afterAll(async () => {
  await db().query(`delete from public.reward_pack_items where title like 'CL test%'`);
  await closeDb();
});

const SPANISH_FLAGGED: string[] = [
  'Genera ingresos pasivos desde tu casa',
  'Un ingreso pasivo para toda la vida',
  'Gana 10.000 dólares al mes',
  'Gana 10.000 dolares al mes',
  'GANA 5.000 DÓLARES AL MES',
  '$5.000 al mes trabajando desde tu móvil',
  'Gana 3000 euros por semana',
  '5 mil dólares semanales',
  'Alcanza la libertad financiera este año',
  'Libertad econo\u0301mica para tu familia',
  'Sé financieramente libre en 12 meses',
  'Ingresos garantizados para cada socio',
  'Ganancias garantizadas desde el primer mes',
  'Deja tu trabajo en 90 días',
  'Renuncia a tu empleo y sé tu propio jefe',
  'Yo dejé mi trabajo el año pasado',
  'Olvídate de tu jefe para siempre',
  'Hazte rico con nuestro sistema',
  'Hazte millonario antes de los 30',
  'Dinero fácil y rápido',
  'Jubílate joven con nosotros',
  'Retiro anticipado para toda la familia',
  'Coches de lujo y viajes de lujo',
  'La casa de tus sueños en dos años',
  'Un yate y una mansión',
  'Ingresos de seis cifras en tu primer año',
  'ingresos-pasivos',
  'ingres0s pas1vos',
  '#ingresospasivos #libertadfinanciera',
  'l i b e r t a d financiera',
];

const SPANISH_INNOCENT: string[] = [
  'La mayoría de las personas gana poco o nada; este curso enseña a hablar con clientes.',
  'Envía un mensaje de seguimiento en las 24 horas siguientes a una llamada.',
  'Mantén tu trabajo mientras aprendes lo básico.',
  'Precio: 15 dólares por el kit de inicio.',
  'Los resultados varían; no hay ningún resultado seguro.',
  'Declaración de ingresos: la ganancia media anual fue de 0 dólares.',
  'La voz pasiva hace difícil leer un informe; escribe frases activas.',
  'Planifica tu jubilación en otro curso.',
  'Introduce el código de seis cifras que te enviamos.',
  'Llama a 10 clientes por semana y anota lo que dicen.',
  'Lee el capítulo 4 antes de la sesión del lunes.',
  'Revisa tu trabajo antes de enviarlo.',
  'El equipo se reúne cada semana para practicar llamadas.',
];

const ARABIC_FLAGGED: string[] = [
  'احصل على دخل سلبي من بيتك',
  'الدخل السلبي هو الحل',
  'دخلاً سلبياً كل شهر',
  'دخل سلبى',
  'ﺩﺧﻞ ﺳﻠﺒﻲ للجميع',
  'اربح ١٠٬٠٠٠ دولار شهريًا',
  'اربح 10000 دولار في الشهر',
  'إربح ۵۰۰۰ ريال أسبوعياً',
  '$5000 شهريا من هاتفك',
  'عشرة آلاف دولار بالشهر',
  'حقق الحرية المالية هذا العام',
  'الحريـــة المـــالية',
  'الحُرِّيَّةُ المَالِيَّةُ',
  'استقلالك المالي يبدأ هنا',
  'أرباح مضمونة لكل عضو',
  'دخل مضمون من اليوم الأول',
  'نضمن لك دخلا ثابتا',
  'اترك وظيفتك خلال 90 يوما',
  'ودّع وظيفتك إلى الأبد',
  'قل وداعاً للوظيفة',
  'الثراء السريع مع فريقنا',
  'كن مليونيراً قبل الثلاثين',
  'التقاعد المبكر أصبح ممكنا',
  'سيارة فاخرة ومنزل الأحلام',
  'حياة الرفاهية تنتظرك',
  'يخت وطائرة خاصة',
  'دخل من ستة أرقام في سنتك الأولى',
  '#الدخل_السلبي #الحرية_المالية',
];

const ARABIC_INNOCENT: string[] = [
  'معظم الناس يكسبون القليل أو لا شيء؛ هذه الدورة تعلمك التحدث مع العملاء.',
  'أرسل رسالة متابعة خلال 24 ساعة من المكالمة.',
  'احتفظ بوظيفتك بينما تتعلم الأساسيات.',
  'السعر 15 دولارا لحزمة البداية.',
  'يختار الفريق موعد الاجتماع الأسبوعي.',
  'إقرار الدخل: متوسط الأرباح السنوية كان صفرًا.',
  'خطة التقاعد دورة منفصلة.',
  'أدخل الرمز المكون من ستة أرقام.',
  'اقرأ الفصل الرابع قبل الجلسة المباشرة يوم الاثنين.',
  'اتصل بعشرة عملاء في الأسبوع ودوّن ما يقولون.',
  'ضريبة الدخل مسؤوليتك.',
  'الرد السريع على العملاء يبني الثقة.',
  'النتائج تختلف من شخص لآخر.',
];

async function hits(text: string): Promise<unknown[]> {
  const { rows } = await db().query<{ hits: unknown[] }>('select app.claim_hits($1) as hits', [text]);
  return rows[0]?.hits ?? [];
}

describe.each([
  { language: 'Spanish', flagged: SPANISH_FLAGGED, innocent: SPANISH_INNOCENT },
  { language: 'Arabic', flagged: ARABIC_FLAGGED, innocent: ARABIC_INNOCENT },
])('app.claim_hits in $language', ({ flagged, innocent }) => {
  it('has at least 20 variants and 10 innocent texts', () => {
    expect(flagged.length).toBeGreaterThanOrEqual(20);
    expect(innocent.length).toBeGreaterThanOrEqual(10);
  });

  it.each(flagged)('flags %j', async (text) => {
    expect((await hits(text)).length).toBeGreaterThan(0);
  });

  it.each(innocent)('lets %j pass', async (text) => {
    expect(await hits(text)).toEqual([]);
  });
});

describe('the normalisation', () => {
  it('reads Arabic without marks, tatweel or letter variants, with ASCII digits, and Spanish without accents', async () => {
    const { rows } = await db().query<{ readings: string[] }>('select app.claim_readings($1) as readings', ['الحُرِّيـــَّةُ إلى أحلامى ٣٬٥٠٠ ٱلدولار — ¿Sí, año?']);
    expect(rows[0]?.readings[0]).toBe('الحريه الي احلامي 3,500 الدولار - ¿Si, ano?');
  });
});

describe('the trigger', () => {
  it.each([
    ['Spanish', 'Gana 10.000 dólares al mes desde casa'],
    ['Arabic', 'احصل على الدخل السلبي اليوم'],
  ])('refuses a pack item with a %s claim (MT422), naming the words', async (_language, text) => {
    await expect(
      db().query(`insert into public.reward_pack_items (reward_id, title, body) values ('email_swipes', 'CL test flagged', $1)`, [text]),
    ).rejects.toMatchObject({ code: 'MT422', message: 'Possible income claim' });
  });

  it('saves innocent Spanish and Arabic pack items', async () => {
    const saved = await db().query(
      `insert into public.reward_pack_items (reward_id, title, body) values ('email_swipes', 'CL test innocent', $1), ('email_swipes', 'CL test innocent', $2) returning claims_flagged`,
      [SPANISH_INNOCENT[1], ARABIC_INNOCENT[1]],
    );
    expect(saved.rows).toEqual([{ claims_flagged: false }, { claims_flagged: false }]);
  });
});
