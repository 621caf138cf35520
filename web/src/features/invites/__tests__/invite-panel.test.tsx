import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { activateLocale } from '@/i18n';
import type { Referrals } from '@contract';

import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { InvitePanel } from '../components/invite-panel';

const emailInput = () => screen.getByLabelText('Invite a friend by e-mail');

/** GET /api/users/{id}/referrals: these people joined with the link (`counted` of them toward the bonus), no e-mail invitations. */
const referralsOf = (userId: string, joined: Referrals['joined'], counted: number) => ({
  [`GET /api/users/${userId}/referrals`]: {
    body: {
      invitations: [],
      joined,
      reward: { tokens: 10, points: 20 },
      bonus: { threshold: 5, tokens: 25, points: 0, count: counted, paid: false, paidAt: null },
    },
  },
});

describe('invite panel', () => {
  it('shows the invite count and the full signup link', () => {
    renderWithProviders(<InvitePanel user={buildUser({ invites: 3, inviteCode: 'ZX9', name: 'Ada' })} />);
    expect(screen.getByTestId('invite-count').textContent).toBe('3 joined');
    expect(screen.getByTestId('invite-link').textContent).toBe(`${window.location.origin}/signup?ref=ZX9&sponsor=Ada&source=direct`);
  });

  it('copies the link and the code only', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<InvitePanel user={buildUser({ inviteCode: 'ZX9' })} />);
    fireEvent.click(screen.getByRole('button', { name: /Copy Code/ }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('ZX9');
    fireEvent.click(screen.getByRole('button', { name: /Copy Link/ }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('/signup?ref=ZX9'));
  });

  it('says "Copy Failed" when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderWithProviders(<InvitePanel user={buildUser()} />);
    fireEvent.click(screen.getByRole('button', { name: /Copy Link/ }));
    expect(await screen.findByText('Copy Failed')).toBeTruthy();
    expect(screen.getByText('Could not copy to clipboard')).toBeTruthy();
  });

  it('opens a 600x400 share popup', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<InvitePanel user={buildUser()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share on WhatsApp' }));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('https://wa.me/'), 'share-whatsapp', expect.stringContaining('width=600,height=400'));
  });

  it('validates the e-mail before sending, saying the problem under the field (no toast) and focusing it', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<InvitePanel user={buildUser()} />);
    fireEvent.submit(emailInput());
    expect((await screen.findByTestId('field-error')).textContent).toBe('Email RequiredPlease enter a valid email address');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailInput());
    expect(screen.queryByTestId('toast')).toBeNull();
    // Typing clears it; a text without an at-sign is refused in the same place.
    fireEvent.change(emailInput(), { target: { value: 'not-an-address' } });
    expect(screen.queryByTestId('field-error')).toBeNull();
    fireEvent.submit(emailInput());
    expect((await screen.findByTestId('field-error')).textContent).toBe('Invalid EmailPlease enter a valid email address');
    // Only the referrals list is read (the panel shows Your referrals); nothing is sent.
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('sends the trimmed address on Enter and toasts "Invite Sent!"', async () => {
    const user = buildUser();
    const { calls } = mockApi({
      [`POST /api/users/${user.id}/invite`]: {
        body: { user, message: 'Invitation sent to friend@example.com', invitation: { id: 1, email: 'friend@example.com' } },
      },
    });
    renderWithProviders(<InvitePanel user={user} />, { user });
    fireEvent.change(emailInput(), { target: { value: '  friend@example.com ' } });
    fireEvent.submit(emailInput());
    expect(await screen.findByText('Invite Sent!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'friend@example.com', locale: 'en' });
    expect((emailInput() as HTMLInputElement).value).toBe('');
  });

  it("writes the invitation in the language picked under the address (the screen's by default), each named in itself", async () => {
    const user = buildUser();
    const { calls } = mockApi({
      [`POST /api/users/${user.id}/invite`]: {
        body: { user, message: 'Invitation sent to amigo@example.com', invitation: { id: 1, email: 'amigo@example.com' } },
      },
    });
    renderWithProviders(<InvitePanel user={user} />, { user });
    const language = screen.getByLabelText('Language of the e-mail') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((option) => [option.value, option.textContent])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['ar', 'العربية'],
    ]);
    fireEvent.change(language, { target: { value: 'ar' } });
    fireEvent.change(emailInput(), { target: { value: 'amigo@example.com' } });
    fireEvent.submit(emailInput());
    expect(await screen.findByText('Invite Sent!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'amigo@example.com', locale: 'ar' });
  });

  it('lists who joined with the link, or only sums them up under My Team (teamAbove), which lists them', async () => {
    const user = buildUser();
    const joined = [
      { id: 1, name: 'Ana Recruit', joinedAt: '2026-11-20T10:00:00Z', paid: true, invited: false },
      { id: 2, name: 'Ben Recruit', joinedAt: '2026-11-21T10:00:00Z', paid: false, invited: false },
    ];
    mockApi(referralsOf(user.id, joined, 1));
    const { unmount } = renderWithProviders(<InvitePanel user={user} />, { user });
    expect((await screen.findByTestId('joined-list')).textContent).toContain('Ana Recruit');
    unmount();
    renderWithProviders(<InvitePanel user={user} teamAbove />, { user });
    expect((await screen.findByTestId('joined-summary')).textContent).toBe('They are listed in My Team above. Paid: 1 (+10 tokens each), not paid yet: 1.');
    expect(screen.queryByTestId('joined-list')).toBeNull();
    expect(screen.queryByText('Ana Recruit')).toBeNull();
  });

  it('says nobody has joined on /invite, but not again under My Team, whose empty state has said it (teamAbove)', async () => {
    const user = buildUser();
    mockApi(referralsOf(user.id, [], 0));
    const { unmount } = renderWithProviders(<InvitePanel user={user} />, { user });
    expect(await screen.findByText('Nobody has joined with your link yet.')).toBeTruthy();
    expect(screen.getByText('Joined with your link (0)')).toBeTruthy();
    unmount();
    renderWithProviders(<InvitePanel user={user} teamAbove />, { user });
    await screen.findByText('No e-mail invitations yet.');
    expect(screen.queryByText('Nobody has joined with your link yet.')).toBeNull();
    expect(screen.queryByText('Joined with your link (0)')).toBeNull();
  });

  it('toasts "Invite Failed" with the fallback', async () => {
    const user = buildUser();
    mockApi({ [`POST /api/users/${user.id}/invite`]: { status: 429, body: '' } });
    renderWithProviders(<InvitePanel user={user} />, { user });
    fireEvent.change(emailInput(), { target: { value: 'friend@example.com' } });
    fireEvent.submit(emailInput());
    expect(await screen.findByText('Invite Failed')).toBeTruthy();
    expect(screen.getByText('Failed to send invite')).toBeTruthy();
  });

  describe('in Arabic', () => {
    afterEach(() => activateLocale('en'));

    it('words the panel and its referrals, the link and the code left to right', async () => {
      await activateLocale('ar');
      const user = buildUser({ invites: 2, inviteCode: 'ZX9', name: 'Ada' });
      mockApi({
        [`GET /api/users/${user.id}/referrals`]: {
          body: {
            invitations: [{ id: 1, email: 'friend@example.com', status: 'pending', invitedAt: '2026-11-20T10:00:00Z', acceptedAt: null }],
            joined: [{ id: 1, name: 'Ana Recruit', joinedAt: '2026-11-20T10:00:00Z', paid: true, invited: false }],
            reward: { tokens: 10, points: 20 },
            bonus: { threshold: 5, tokens: 25, points: 0, count: 1, paid: false, paidAt: null },
          },
        },
      });
      renderWithProviders(<InvitePanel user={user} />, { user });
      expect(screen.getByTestId('invite-count').textContent).toBe('انضم اثنان');
      expect(screen.getByTestId('invite-link').getAttribute('dir')).toBe('ltr');
      expect(screen.getByRole('button', { name: /انسخ الرمز/ }).textContent).toContain('ZX9');
      expect(screen.getByRole('button', { name: 'شارك على البريد' })).toBeTruthy();
      expect((await screen.findByTestId('bonus-progress')).textContent).toBe('سُجّل 1 من 5');
      expect(screen.getByTestId('enrolment-bonus').textContent).toContain('مكافأة التسجيل: 25 توكنًا');
      expect(screen.getByTestId('joined-list').textContent).toContain('+10 توكنات');
      expect(screen.getByTestId('invitation-list').textContent).toContain('قيد الانتظار');
    });
  });
});
