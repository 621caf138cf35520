import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { getSupabase } from '@/lib/supabase';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';
import { emailAddressProblem } from '@contract';

import { authErrorText } from '../auth-errors';
import { CheckEmail } from '../components/check-email';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LinkLanding } from '../components/link-landing';
import { checkNewPassword, ResetPasswordForm } from '../components/reset-password-form';
import { linkErrorId, parseLinkFragment } from '../link-fragment';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('parseLinkFragment', () => {
  it('reads a session, an error, a message, or nothing', () => {
    expect(parseLinkFragment('#access_token=a.b.c&expires_in=3600&refresh_token=r1&sb=&token_type=bearer&type=recovery')).toEqual({
      kind: 'session',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
      type: 'recovery',
    });
    expect(parseLinkFragment('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=')).toEqual({
      kind: 'error',
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
    });
    expect(parseLinkFragment('#message=Confirmation+link+accepted&sb=')).toEqual({ kind: 'message', message: 'Confirmation link accepted' });
    expect(parseLinkFragment('')).toEqual({ kind: 'none' });
    expect(parseLinkFragment('#access_token=only-half')).toEqual({ kind: 'none' });
  });

  it('words an expired link and any other failure', () => {
    expect(linkErrorId({ code: 'otp_expired' })).toBe('link.expired');
    expect(linkErrorId({ code: 'user_banned' })).toBe('link.suspended');
    expect(linkErrorId({ code: 'something_else' })).toBe('link.failed.text');
  });
});

describe('the sign-in from an e-mailed link', () => {
  it("counts the login in the browser's time zone, then lands on Today", async () => {
    vi.spyOn(getSupabase().auth, 'setSession').mockResolvedValue({ data: { session: null, user: null }, error: null });
    const { calls } = mockApi({ 'POST /api/auth/session': { body: { user: buildUser(), message: 'Login successful' } } });
    window.location.hash = '#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=signup';
    const { router } = renderWithProviders(<LinkLanding />, { url: '/auth/callback', routes: [{ path: '/dashboard', element: <p>today</p> }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // docs/product.md#login-streak: counted in the stored zone, a first login and the visit after it fell on two dates.
    expect(calls.find((call) => call.path === '/api/auth/session')?.body).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });
});

describe('authErrorText', () => {
  it('turns GoTrue codes into clear words', () => {
    expect(
      authErrorText({ code: 'over_email_send_rate_limit', status: 429, message: 'For security purposes, you can only request this after 7 seconds.' }),
    ).toBe('Please wait 7 seconds before asking for another e-mail.');
    expect(authErrorText({ status: 429 })).toBe('Please wait a moment before asking for another e-mail.');
    expect(authErrorText({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' })).toBe(
      'Please enter a valid email address',
    );
    expect(authErrorText({ code: 'same_password' })).toMatch(/different from the old one/);
    expect(authErrorText({ status: 503 })).toMatch(/not available right now/);
    expect(authErrorText(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});

describe('checkNewPassword', () => {
  it('needs 6 characters, at most 72 bytes, and the same password twice, each said for its own field, both at once', () => {
    expect(checkNewPassword('abc', 'abc')).toEqual({ password: 'Password must be at least 6 characters', repeated: null });
    expect(checkNewPassword('é'.repeat(40), 'é'.repeat(40))).toEqual({ password: 'Password must be at most 72 bytes', repeated: null });
    expect(checkNewPassword('secret1', 'secret2')).toEqual({ password: null, repeated: 'The two passwords do not match' });
    expect(checkNewPassword('abc', 'abd')).toEqual({ password: 'Password must be at least 6 characters', repeated: 'The two passwords do not match' });
    expect(checkNewPassword('secret1', '')).toEqual({ password: null, repeated: 'Type the new password again' });
    expect(checkNewPassword('secret1', 'secret1')).toEqual({ password: null, repeated: null });
  });
});

describe('Set a new password', () => {
  it('says each problem under its own field on one try, focuses the first, and clears a message as its field is edited', async () => {
    const update = vi.spyOn(getSupabase().auth, 'updateUser');
    renderWithProviders(<ResetPasswordForm />, { user: buildUser() });
    const password = await screen.findByLabelText('New password');
    const repeated = screen.getByLabelText('Repeat the new password');
    fireEvent.change(password, { target: { value: 'abc' } });
    fireEvent.change(repeated, { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const messages = await screen.findAllByTestId('field-error');
    expect(messages.map((message) => message.textContent)).toEqual(['Password must be at least 6 characters', 'The two passwords do not match']);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(repeated.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(password, { target: { value: 'abcdef' } });
    expect(screen.getAllByTestId('field-error').map((message) => message.textContent)).toEqual(['The two passwords do not match']);
    expect(update).not.toHaveBeenCalled();
  });
});

describe('Forgot password', () => {
  it('checks the address first, then says the same thing whatever the answer', async () => {
    const reset = vi.spyOn(getSupabase().auth, 'resetPasswordForEmail').mockResolvedValue({ data: {}, error: null });
    renderWithProviders(<ForgotPasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    // The address's problem is said under the field, which is marked invalid (as on sign-in and sign-up).
    expect((await screen.findByTestId('field-error')).textContent).toBe('Please enter your email address');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    type('Email', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByTestId('field-error')).textContent).toBe('Please enter a valid email address');
    // An address sign-up refuses (no dot in its domain) is refused here in sign-up's words.
    type('Email', 'nina.walk7@example');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByTestId('field-error')).textContent).toBe(emailAddressProblem('nina.walk7@example'));
    expect(screen.getByTestId('field-error').textContent).toBe('Please enter the whole email address, with its ending (such as name@gmail.com)');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(reset).not.toHaveBeenCalled();

    type('Email', ' ada@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('status')).textContent).toContain('If an account exists for ada@example.com');
    expect(reset).toHaveBeenCalledWith('ada@example.com', { redirectTo: `${window.location.origin}/auth/callback` });
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('shows a rate limit as a wait, keeping the address', async () => {
    vi.spyOn(getSupabase().auth, 'resetPasswordForEmail').mockResolvedValue({
      data: null,
      error: Object.assign(new Error('For security purposes, you can only request this after 3 seconds.'), { code: 'over_email_send_rate_limit', status: 429 }),
    } as never);
    renderWithProviders(<ForgotPasswordForm />);
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait 3 seconds before asking for another e-mail.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });
});

describe('Check your e-mail', () => {
  it('names the address and resends the confirmation link to it', async () => {
    const resend = vi.spyOn(getSupabase().auth, 'resend').mockResolvedValue({ data: { user: null, session: null }, error: null });
    renderWithProviders(<CheckEmail email="ada@example.com" reason="signup" />);
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    await waitFor(() =>
      expect(resend).toHaveBeenCalledWith({
        type: 'signup',
        email: 'ada@example.com',
        options: { emailRedirectTo: `${window.location.origin}/auth/callback` },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('A new confirmation link is on its way to ada@example.com');
  });

  it('says an unconfirmed login is waiting, and asks for the address when it does not know it', async () => {
    renderWithProviders(<CheckEmail email={null} reason="unconfirmed" />);
    expect(screen.getByText('Your e-mail address is not confirmed yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
  });
});
