import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, i18n } from '@/i18n';

import { checkInviteEmail } from '../invite-validation';
import { inviteLink, popupFeatures, shareUrl } from '../share-links';

const words = { text: 'Join me', subject: 'Come along' };

describe('invitation links', () => {
  it('carries ref, sponsor and source=direct', () => {
    expect(inviteLink('https://app.test', 'ABC123', 'Ada Learner')).toBe('https://app.test/signup?ref=ABC123&sponsor=Ada+Learner&source=direct');
  });

  it('reads well (letters of any script as they are) and still gives the sign-up page the same name back', () => {
    expect(inviteLink('https://app.test', 'ABC123', 'Lucía Fernández')).toBe('https://app.test/signup?ref=ABC123&sponsor=Lucía+Fernández&source=direct');
    expect(inviteLink('https://app.test', 'ABC123', 'سارة أحمد')).toBe('https://app.test/signup?ref=ABC123&sponsor=سارة+أحمد&source=direct');
    for (const name of [
      'Lucía Fernández',
      'سارة أحمد',
      'Ana & Bob = 100% #1 + co.',
      'Zoë O’Brien-Núñez',
      'Tab\tand\u00a0nbsp',
      'Emoji 🚂 name',
      'Ｆull width',
    ]) {
      const link = inviteLink('https://app.test', 'ABC123', name, 'your bank');
      // What a browser sends (the IRI percent-encoded) and what the sign-up page reads.
      const params = new URL(link).searchParams;
      expect([params.get('ref'), params.get('sponsor'), params.get('source')]).toEqual(['ABC123', name, 'your bank']);
      expect(link).not.toMatch(/\s/);
    }
  });

  it('names the network as the source when shared', () => {
    const url = new URL(shareUrl('facebook', 'https://app.test', 'ABC123', 'Ada', words));
    expect(url.origin).toBe('https://www.facebook.com');
    const shared = new URL(url.searchParams.get('u') ?? '');
    expect(shared.searchParams.get('source')).toBe('facebook');
    expect(shared.searchParams.get('ref')).toBe('ABC123');
  });

  it.each(['twitter', 'whatsapp', 'linkedin', 'email'] as const)('builds a %s share that contains the link', (network) => {
    const url = shareUrl(network, 'https://app.test', 'ABC123', 'Ada', words);
    expect(decodeURIComponent(url)).toContain(`https://app.test/signup?ref=ABC123&sponsor=Ada&source=${network}`);
  });

  it('says the sharer’s words around the link, and the subject of an e-mail', () => {
    expect(decodeURIComponent(shareUrl('whatsapp', 'https://app.test', 'ABC123', 'Ada', words))).toMatch(/^https:\/\/wa\.me\/\?text=Join me https:/);
    expect(decodeURIComponent(shareUrl('email', 'https://app.test', 'ABC123', 'Ada', words))).toMatch(/^mailto:\?subject=Come along&body=Join me https:/);
  });

  it('opens shares in a 600 by 400 popup', () => {
    expect(popupFeatures(1600, 1000)).toMatch(/^width=600,height=400,left=500,top=300/);
  });
});

describe('direct invite validation', () => {
  afterEach(() => activateLocale('en'));

  it('asks for an address when blank', () => {
    expect(checkInviteEmail('   ')).toEqual({ ok: false, title: 'invite.form.required', description: 'rules.invalidEmail' });
    expect(i18n._('invite.form.required')).toBe('Email Required');
    expect(i18n._('rules.invalidEmail')).toBe('Please enter a valid email address');
  });

  it('refuses text without an at-sign', () => {
    expect(checkInviteEmail('friend.example.com')).toEqual({ ok: false, title: 'rules.title.invalidEmail', description: 'rules.invalidEmail' });
    expect(i18n._('rules.title.invalidEmail')).toBe('Invalid Email');
  });

  it('sends the trimmed address', () => {
    expect(checkInviteEmail('  friend@example.com ')).toEqual({ ok: true, email: 'friend@example.com' });
  });

  it('says its refusals in Spanish and Arabic', async () => {
    await activateLocale('es');
    expect(i18n._('invite.form.required')).toBe('Falta el correo');
    await activateLocale('ar');
    expect(i18n._('invite.form.required')).toBe('البريد الإلكتروني مطلوب');
  });
});
