import { describe, expect, it } from 'vitest';

import { checkInviteEmail } from '../invite-validation';
import { inviteLink, popupFeatures, shareUrl } from '../share-links';

describe('invitation links', () => {
  it('carries ref, sponsor and source=direct', () => {
    expect(inviteLink('https://app.test', 'ABC123', 'Ada Learner')).toBe('https://app.test/signup?ref=ABC123&sponsor=Ada+Learner&source=direct');
  });

  it('names the network as the source when shared', () => {
    const url = new URL(shareUrl('facebook', 'https://app.test', 'ABC123', 'Ada'));
    expect(url.origin).toBe('https://www.facebook.com');
    const shared = new URL(url.searchParams.get('u') ?? '');
    expect(shared.searchParams.get('source')).toBe('facebook');
    expect(shared.searchParams.get('ref')).toBe('ABC123');
  });

  it.each(['twitter', 'whatsapp', 'linkedin', 'email'] as const)('builds a %s share that contains the link', (network) => {
    const url = shareUrl(network, 'https://app.test', 'ABC123', 'Ada');
    expect(decodeURIComponent(url)).toContain(`https://app.test/signup?ref=ABC123&sponsor=Ada&source=${network}`);
  });

  it('opens shares in a 600 by 400 popup', () => {
    expect(popupFeatures(1600, 1000)).toMatch(/^width=600,height=400,left=500,top=300/);
  });
});

describe('direct invite validation', () => {
  it('asks for an address when blank', () => {
    expect(checkInviteEmail('   ')).toEqual({ ok: false, title: 'Email Required', description: 'Please enter a valid email address' });
  });

  it('refuses text without an at-sign', () => {
    expect(checkInviteEmail('friend.example.com')).toEqual({ ok: false, title: 'Invalid Email', description: 'Please enter a valid email address' });
  });

  it('sends the trimmed address', () => {
    expect(checkInviteEmail('  friend@example.com ')).toEqual({ ok: true, email: 'friend@example.com' });
  });
});
