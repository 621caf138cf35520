import { afterEach, describe, expect, it } from 'vitest';

import { CLAIM_REASON_CODES, CLAIM_REASONS, REFUSAL_CODES } from '@contract/refusals.ts';
import { statusLine } from '@/components/offline-queue-status';
import { activateLocale, i18n, setScreenTranslated, type Locale, type Translate } from '@/i18n';
import enApp from '@/i18n/catalogues/app/en.json';
import arApp from '@/i18n/catalogues/app/ar.json';
import esApp from '@/i18n/catalogues/app/es.json';
import en from '@/i18n/catalogues/en.json';
import ar from '@/i18n/catalogues/ar.json';
import es from '@/i18n/catalogues/es.json';
import { failureToast } from '@/hooks/use-api-mutation';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import type { QueuedAction } from '@/lib/offline-queue';
import { claimReasonText, refusalMessageId, refusalSentence } from '@/lib/refusal-text';

const t: Translate = (id, values) => i18n._(id, values);
const refused = (status: number, body: object, retryAfter: number | null = null) => new ApiError(status, '', JSON.stringify(body), retryAfter);
const catalogues: Record<Locale, Record<string, string>> = { en: { ...en, ...enApp }, es: { ...es, ...esApp }, ar: { ...ar, ...arApp } };

const insufficient = {
  message: 'You need at least 5 tokens to redeem this reward.',
  error: 'Insufficient Tokens',
  code: 'insufficient_tokens',
  params: { need: 5 },
};

describe('the api’s refusals in the screen’s language (lib/refusal-text.ts)', () => {
  afterEach(() => activateLocale('en'));

  it('has a message in every catalogue for every code of the contract and every shipped claim reason', () => {
    for (const locale of ['en', 'es', 'ar'] as const) {
      for (const code of REFUSAL_CODES) expect(catalogues[locale][refusalMessageId(code)], `${locale}: ${code}`).toBeTruthy();
      for (const code of CLAIM_REASON_CODES) expect(catalogues[locale][`claims.reason.${code}`], `${locale}: claim ${code}`).toBeTruthy();
    }
    // English words each shipped reason as the database writes it.
    for (const [reason, code] of Object.entries(CLAIM_REASONS)) expect(catalogues.en[`claims.reason.${code}`]).toBe(reason);
  });

  it('words every code in Spanish and Arabic, not with the English sentence: an administrator’s refusals too', async () => {
    for (const code of REFUSAL_CODES) {
      const id = refusalMessageId(code);
      for (const locale of ['es', 'ar'] as const) expect(catalogues[locale][id], `${locale}: ${code}`).not.toBe(catalogues.en[id]);
    }
    await activateLocale('es');
    const cost = { status: 400, code: 'invalid_cost', message: 'The cost must be a whole number of tokens from 1 to 100000.' };
    expect(refusalSentence(t, cost, 'es')).toBe('El costo debe ser un número entero de tokens, de 1 a 100000.');
    await activateLocale('ar');
    expect(refusalSentence(t, { status: 409, code: 'reward_id_taken', message: 'A reward with this id already exists' }, 'ar')).toBe(
      'توجد مكافأة بهذا المعرّف بالفعل.',
    );
  });

  it('shows the server’s English sentence on an English screen, and a code it does not know by its status in another language', async () => {
    expect(refusalSentence(t, { status: 409, ...insufficient }, 'en')).toBe(insufficient.message);
    expect(errorText(t, refused(409, insufficient))).toBe(insufficient.message);
    await activateLocale('es');
    expect(refusalSentence(t, { status: 409, code: 'brand_new_code', message: 'Something new' }, 'en')).toBe('Something new');
    expect(refusalSentence(t, { status: 409, code: 'brand_new_code', message: 'Something new' }, 'es')).toBe(
      'Ahora no se puede: ya se hizo o ha cambiado. Actualiza e inténtalo de nuevo.',
    );
    expect(refusalSentence(t, { status: 400, message: 'No code at all' }, 'es')).toBe('La solicitud no es válida.');
    await activateLocale('ar');
    expect(refusalSentence(t, { status: 418, code: 'brand_new_code', message: 'Something new' }, 'ar')).toBe('الطلب غير صالح.');
  });

  it('words codes with their figures in Spanish and Arabic (plurals, the wait in seconds or minutes)', async () => {
    await activateLocale('es');
    expect(refusalSentence(t, { status: 409, ...insufficient }, 'es')).toBe('Necesitas al menos 5 tokens para canjear esta recompensa.');
    expect(refusalSentence(t, { status: 409, ...insufficient, params: { need: 1 } }, 'es')).toBe('Necesitas al menos 1 token para canjear esta recompensa.');
    expect(refusalSentence(t, { status: 409, code: 'mission_locked', params: { station: 2 }, message: 'Complete mission 2 first.' }, 'es')).toBe(
      'Completa primero la Estación 2.',
    );
    expect(
      refusalSentence(
        t,
        { status: 429, code: 'rate_limited', params: { retryAfter: 180 }, message: 'Too many requests. Please wait 3 minutes and try again.' },
        'es',
      ),
    ).toBe('Demasiadas solicitudes. Espera 3 minutos e inténtalo de nuevo.');
    // No figure in the envelope: the Retry-After header's.
    expect(refusalSentence(t, { status: 429, code: 'rate_limited', retryAfter: 45 }, 'es')).toBe(
      'Demasiadas solicitudes. Espera 45 segundos e inténtalo de nuevo.',
    );
    expect(refusalSentence(t, { status: 404, code: 'not_found', message: 'Challenge gone' }, 'es')).toBe('No se pudo encontrar.');

    await activateLocale('ar');
    expect(refusalSentence(t, { status: 409, ...insufficient }, 'ar')).toBe('تحتاج إلى 5 توكنات على الأقل لاستبدال هذه المكافأة.');
    expect(refusalSentence(t, { status: 409, ...insufficient, params: { need: 2 } }, 'ar')).toBe('تحتاج إلى توكنين على الأقل لاستبدال هذه المكافأة.');
    expect(refusalSentence(t, { status: 429, code: 'rate_limited', params: { retryAfter: 180 } }, 'ar')).toBe(
      'طلبات كثيرة جدًا. يُرجى الانتظار 3 دقائق ثم المحاولة مرة أخرى.',
    );
    expect(refusalSentence(t, { status: 409, code: 'already_checked_in', message: 'Come back tomorrow for your next check-in.' }, 'ar')).toBe(
      'لقد سجّلت تقدّمك اليوم بالفعل. عُد غدًا للتسجيل التالي.',
    );
  });

  it('says a validation refusal with the form’s own sentence for the rule, else the rule and its limit', async () => {
    await activateLocale('es');
    const invalid = (message: string, params: object) => ({ status: 400, code: 'invalid_request', message, params: params as Record<string, string | number> });
    expect(refusalSentence(t, invalid('Please enter a valid email address', { field: 'email', rule: 'invalid' }), 'es')).toBe(
      'Escribe un correo electrónico válido',
    );
    expect(refusalSentence(t, invalid('Name must be at most 100 characters', { field: 'name', rule: 'too_long', limit: 100 }), 'es')).toBe(
      'El nombre debe tener como máximo 100 caracteres',
    );
    expect(refusalSentence(t, invalid('Title must be at most 200 characters', { field: 'title', rule: 'too_long', limit: 200 }), 'es')).toBe(
      'Un campo es demasiado largo: como máximo 200 caracteres.',
    );
    expect(refusalSentence(t, invalid('Unknown invitation link source', { field: 'source', rule: 'invalid' }), 'es')).toBe(
      'Algo de lo que escribiste no es válido. Revísalo e inténtalo de nuevo.',
    );
    // The database's own check of the same rule says the form's sentence too.
    expect(refusalSentence(t, { status: 400, code: 'name_required', message: 'Name is required' }, 'es')).toBe('El nombre es obligatorio');
  });

  it('gives the failure toast the screen’s title over the worded refusal; English keeps the server’s title and words', async () => {
    const failure = { title: 'Redemption Failed', fallback: 'Failed to redeem reward' };
    expect(failureToast(failure, refused(409, insufficient))).toEqual({ title: 'Insufficient Tokens', description: insufficient.message, status: 'error' });
    const limited = refused(
      429,
      { message: 'Too many requests. Please wait 3 minutes and try again.', code: 'rate_limited', params: { retryAfter: 180 } },
      180,
    );
    expect(failureToast(failure, limited)).toEqual({
      title: 'Slow down',
      description: 'Too many requests. Please wait 3 minutes and try again.',
      status: 'error',
    });
    await activateLocale('es');
    setScreenTranslated(true);
    try {
      expect(failureToast({ title: 'Canje fallido', fallback: 'x' }, refused(409, insufficient))).toEqual({
        title: 'Canje fallido',
        description: 'Necesitas al menos 5 tokens para canjear esta recompensa.',
        status: 'error',
      });
      expect(failureToast(failure, limited)).toEqual({
        title: 'Más despacio',
        description: 'Demasiadas solicitudes. Espera 3 minutos e inténtalo de nuevo.',
        status: 'error',
      });
      expect(errorText(t, refused(403, { message: 'You can only act on your own account', code: 'own_account_only' }))).toBe(
        'Solo puedes actuar sobre tu propia cuenta',
      );
    } finally {
      setScreenTranslated(false);
    }
  });

  it('words a claim’s shipped reason by its code, and an operator’s own reason as written', async () => {
    await activateLocale('ar');
    expect(claimReasonText(t, { reason: 'Promises wealth.', code: 'wealth' })).toBe('يَعِد بالثراء.');
    expect(claimReasonText(t, { reason: 'Our own reason.' })).toBe('Our own reason.');
  });

  it('words an action the server refused in the offline line by its code, kept with the action', async () => {
    const action: QueuedAction = {
      key: 'k',
      userId: 'u',
      path: '/api/users/u/redeem-reward',
      method: 'POST',
      body: {},
      label: 'Canjear Kit',
      queuedAt: 1,
      sentAt: null,
      error: insufficient.message,
      refusedAt: 2,
      refusal: { status: 409, code: 'insufficient_tokens', params: { need: 5 } },
    };
    expect(statusLine([action], 3, t, 'en')).toBe(`Not recorded: Canjear Kit (${insufficient.message})`);
    await activateLocale('es');
    expect(statusLine([action], 3, t, 'es')).toContain('Necesitas al menos 5 tokens para canjear esta recompensa.');
    // Kept before codes were stored: the sentence as saved.
    expect(statusLine([{ ...action, refusal: undefined }], 3, t, 'es')).toContain(insufficient.message);
  });
});
