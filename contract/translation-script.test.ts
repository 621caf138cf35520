import { describe, expect, it } from 'vitest';

import { SCRIPT_MESSAGES, wrongScript } from './translation-script.ts';

describe('wrongScript: a translation in its language’s letters', () => {
  it.each([
    // Arabic, with what Arabic texts carry: brand names, links, figures.
    ['ar', { title: 'أساسيات التسويق الشبكي', description: 'تعلّم كيف تبني فريقك خطوة بخطوة.' }, null],
    ['ar', { title: 'Money Train: البداية', description: 'شاهد الفيديو على https://example.com/watch?v=abcdefgh ثم أجب عن السؤال.' }, null],
    ['ar', { question: 'كم شخصًا دعوت؟', choices: ['1', '2', '3', '4'], explanation: '' }, null],
    ['ar', { title: 'WhatsApp', description: 'استخدم واتساب للتواصل مع فريقك كل يوم.' }, null],
    ['ar', { title: 'KPI', description: '' }, null],
    // Spanish or English pasted as Arabic.
    ['ar', { title: 'Fundamentos del marketing de redes', description: 'Aprende a construir tu equipo.' }, SCRIPT_MESSAGES.ar],
    ['ar', { question: 'How many people did you invite?', choices: ['One', 'Two', 'Three', 'Four'] }, SCRIPT_MESSAGES.ar],
    ['ar', { typicalCosts: 'About $1,200 a year', source: 'Company disclosure 2025' }, SCRIPT_MESSAGES.ar],
    // Spanish, with an Arabic name inside.
    ['es', { title: 'Fundamentos del marketing de redes', description: 'Aprende a construir tu equipo, paso a paso.' }, null],
    ['es', { title: 'La historia de محمد', description: 'Cómo empezó su negocio y qué aprendió del primer año.' }, null],
    ['es', { title: '¿?', description: '123' }, null],
    // Arabic pasted as Spanish.
    ['es', { title: 'أساسيات التسويق الشبكي', description: 'تعلّم كيف تبني فريقك.' }, SCRIPT_MESSAGES.es],
  ] as const)('%s %j → %s', (locale, body, expected) => {
    expect(wrongScript(locale, body)).toBe(expected);
  });

  it('leaves the claim reason out: it is the admin’s note, in any language', () => {
    expect(wrongScript('ar', { title: 'عنوان عربي', description: 'وصف', claimReason: 'Reviewed by compliance, the figure is from the disclosure' })).toBeNull();
  });

  it('does not count e-mail addresses and links as words', () => {
    expect(wrongScript('ar', { title: 'تواصل معنا', description: 'support@moneytrain.example www.moneytrain.example/help' })).toBeNull();
  });
});
