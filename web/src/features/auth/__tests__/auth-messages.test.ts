import { afterEach, describe, expect, it } from 'vitest';

import { AUTH_REFUSALS, EMAIL, MESSAGES, PASSWORD } from '@contract';
import { activateLocale, i18n, type Translate } from '@/i18n';
import { ApiError } from '@/lib/api-client';

import { authErrorText } from '../auth-errors';
import { refusalText, ruleText } from '../auth-messages';
import { validateRegister } from '../validation';

const t: Translate = (id, values) => i18n._(id, values);
const refused = (status: number, body: object, retryAfter: number | null = null) => new ApiError(status, '', JSON.stringify(body), retryAfter);

describe('the sign-in pages’ messages in the learner’s language', () => {
  afterEach(() => activateLocale('en'));

  it('words every refusal code of register and login, in English as the api does', async () => {
    for (const code of Object.values(AUTH_REFUSALS)) expect(refusalText(t, refused(400, { message: 'x', code }), 'fallback')).not.toBe('x');
    expect(refusalText(t, refused(401, { message: 'Invalid email or password', code: 'invalid_credentials' }), 'f')).toBe('Invalid email or password');
    await activateLocale('es');
    expect(refusalText(t, refused(401, { message: 'Invalid email or password', code: 'invalid_credentials' }), 'f')).toBe(
      'Correo electrónico o contraseña incorrectos',
    );
    expect(refusalText(t, refused(409, { message: 'An account with this email already exists', code: 'account_exists' }), 'f')).toBe(
      'Ya existe una cuenta con este correo electrónico',
    );
    await activateLocale('ar');
    expect(refusalText(t, refused(403, { message: 'This account has been suspended.', code: 'account_suspended' }), 'f')).toBe('تم إيقاف هذا الحساب.');
  });

  it('says a 429’s wait, a rule’s words by the contract’s sentence, and keeps what it does not know', async () => {
    await activateLocale('es');
    expect(refusalText(t, refused(429, { message: 'Too many failed sign-in attempts. Please wait 30 seconds and try again.' }, 30), 'f')).toBe(
      'Demasiados intentos. Espera 30 segundos e inténtalo de nuevo.',
    );
    expect(refusalText(t, refused(400, { message: MESSAGES.invalidEmail, issues: [] }), 'f')).toBe('Escribe un correo electrónico válido');
    expect(refusalText(t, refused(400, { message: 'Name must be at most 100 characters' }), 'f')).toBe('Name must be at most 100 characters');
    expect(refusalText(t, new TypeError('Failed to fetch'), 'f')).toBe('No tienes conexión. Revísala e inténtalo de nuevo.');
    // No word of the server's: the form's own fallback (the SPEC's "An error occurred").
    expect(refusalText(t, refused(502, {}), 'Se produjo un error')).toBe('Se produjo un error');
    expect(ruleText(t, EMAIL.noDomainEnding)).toMatch(/^Escribe el correo electrónico completo/);
    expect(ruleText(t, PASSWORD.tooShort)).toBe('La contraseña debe tener al menos 6 caracteres');
    const problem = validateRegister({ name: 'Ana', email: 'ana@mail.com', password: '123', phone: '' })!;
    expect([ruleText(t, problem.title), ruleText(t, problem.description)]).toEqual(['Error de contraseña', 'La contraseña debe tener al menos 6 caracteres']);
  });

  it('words GoTrue’s answers to forgot and reset password in the language asked', async () => {
    await activateLocale('ar');
    expect(authErrorText({ code: 'same_password' }, t)).toBe('يجب أن تختلف كلمة المرور الجديدة عن القديمة.');
    expect(authErrorText({ status: 429, message: 'you can only request this after 2 seconds' }, t)).toBe('يُرجى الانتظار ثانيتين قبل طلب رسالة أخرى.');
  });
});
