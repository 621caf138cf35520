import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, i18n, type Translate } from '@/i18n';

import { authChangeMessage, checkDetails, checkNewEmail, checkPasswordChange, isDeleteConfirmed, profileRuleText } from '../profile-rules';

describe('profile rules in the learner’s language', () => {
  afterEach(() => activateLocale('en'));
  const t: Translate = (id, values) => i18n._(id, values);

  it('says every check’s and the auth server’s sentence in Spanish and Arabic, and keeps one it does not know', async () => {
    await activateLocale('es');
    expect(profileRuleText(t, checkDetails('   ', '').name!)).toBe('El nombre es obligatorio');
    expect(profileRuleText(t, checkNewEmail('a@b.co', 'nope')!)).toBe('Escribe un correo electrónico válido');
    expect(profileRuleText(t, checkPasswordChange('old-secret', 'new-secret', 'other').again!)).toBe('Las dos contraseñas nuevas no coinciden');
    expect(profileRuleText(t, authChangeMessage({ code: 'current_password_invalid' }, 'x'))).toBe('Tu contraseña actual no es correcta. No se cambió nada.');
    expect(profileRuleText(t, 'Something the server said')).toBe('Something the server said');
    await activateLocale('ar');
    expect(profileRuleText(t, checkPasswordChange('', 'new-secret', 'new-secret').current!)).toBe('يُرجى إدخال كلمة المرور الحالية');
  });
});

describe('profile rules', () => {
  it('name is required and at most 100 characters; phone at most 32', () => {
    expect(checkDetails('Ada', '')).toEqual({});
    expect(checkDetails('   ', '')).toEqual({ name: 'Name is required' });
    expect(checkDetails('x'.repeat(101), '1'.repeat(33))).toEqual({
      name: 'Name must be at most 100 characters',
      phone: 'Phone must be at most 32 characters',
    });
  });

  it('a new e-mail must look like one and differ from the current address', () => {
    expect(checkNewEmail('a@example.com', ' b@example.com ')).toBeUndefined();
    expect(checkNewEmail('a@example.com', '')).toBe('Please enter your new e-mail address');
    expect(checkNewEmail('a@example.com', 'not-an-address')).toBe('Please enter a valid email address');
    expect(checkNewEmail('a@example.com', 'A@Example.com')).toBe('That is already your e-mail address');
  });

  it('a new password needs the current one, the length rule, a change, and the same text twice', () => {
    expect(checkPasswordChange('old-pass', 'new-pass', 'new-pass')).toEqual({});
    expect(checkPasswordChange('', 'new-pass', 'new-pass')).toEqual({ current: 'Please enter your current password' });
    expect(checkPasswordChange('old-pass', 'short', 'short')).toEqual({ next: 'Password must be at least 6 characters' });
    expect(checkPasswordChange('old-pass', 'old-pass', 'old-pass')).toEqual({ next: 'The new password must be different from the current one' });
    expect(checkPasswordChange('old-pass', 'new-pass', 'new-pasS')).toEqual({ again: 'The two new passwords do not match' });
  });

  it('deleting needs the word typed exactly', () => {
    expect(isDeleteConfirmed(' DELETE ')).toBe(true);
    expect(isDeleteConfirmed('delete')).toBe(false);
    expect(isDeleteConfirmed('')).toBe(false);
    // The word of the person's language (profile.delete.word), not the English one.
    expect(isDeleteConfirmed('ELIMINAR ', 'ELIMINAR')).toBe(true);
    expect(isDeleteConfirmed('DELETE', 'ELIMINAR')).toBe(false);
    expect(isDeleteConfirmed(' حذف', 'حذف')).toBe(true);
    expect(isDeleteConfirmed('eliminar', 'ELIMINAR')).toBe(false);
  });

  it("names the auth server's refusals by code, else its message, else the fallback", () => {
    expect(authChangeMessage({ code: 'current_password_invalid', message: 'x' }, 'f')).toBe('Your current password is not right. Nothing was changed.');
    expect(authChangeMessage({ code: 'something_new', message: 'Server words' }, 'f')).toBe('Server words');
    expect(authChangeMessage({ code: 'over_request_rate_limit', message: 'Request rate limit reached' }, 'f')).toMatch(/^Too many changes/);
    expect(authChangeMessage({}, 'fallback')).toBe('fallback');
  });
});
