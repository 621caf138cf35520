import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { takeWelcome, welcomeText } from '@/features/celebrations';
import { i18n, type Translate } from '@/i18n';
import { getSupabase } from '@/lib/supabase';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { accountWelcome } from '../api/sign-in';
import { SignupForm } from '../components/signup-form';

const t: Translate = (id, values) => i18n._(id, values);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const invitation = { referralCode: 'ADA123', source: 'whatsapp' };
const SPONSOR = 'GET /api/sponsors/ADA123';
const sponsorFound = { [SPONSOR]: { body: { name: 'Ada Learner' } } };

describe('signup screen', () => {
  it('shows the title, the banner with the sponsor the server names and the read-only referral code', async () => {
    mockApi(sponsorFound);
    renderWithProviders(<SignupForm invitation={invitation} />);
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByTestId('invitation-banner').textContent).toContain('Checking your invitation');
    expect(await screen.findByText('You were invited by Ada Learner')).toBeTruthy();
    expect(screen.getByTestId('invitation-banner').textContent).toContain('Shared via WhatsApp');
    const code = screen.getByLabelText('Referral code') as HTMLInputElement;
    expect(code.value).toBe('ADA123');
    expect(code.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/login');
  });

  it('has no banner without an invite code', () => {
    renderWithProviders(<SignupForm invitation={{ referralCode: null, source: null }} />);
    expect(screen.queryByTestId('invitation-banner')).toBeNull();
    expect(screen.queryByLabelText('Referral code')).toBeNull();
  });

  it('does not show a source the app never writes', async () => {
    mockApi(sponsorFound);
    renderWithProviders(<SignupForm invitation={{ referralCode: 'ADA123', source: 'the official Money Train bank' }} />);
    expect(await screen.findByText('You were invited by Ada Learner')).toBeTruthy();
    expect(screen.getByTestId('invitation-banner').textContent).not.toContain('Shared via');
  });

  it('says an unknown code is not valid, and neither shows nor sends it', async () => {
    const { calls } = mockApi({ 'GET /api/sponsors/NOSUCH99': { status: 404, body: { message: 'No member has this invite code.' } } });
    renderWithProviders(<SignupForm invitation={{ referralCode: 'NOSUCH99', source: 'direct' }} />);
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy();
    expect(screen.queryByLabelText('Referral code')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/sponsors/'))).toHaveLength(1);
  });

  it('keeps the code when the lookup fails for another reason', async () => {
    mockApi({ [SPONSOR]: { status: 503, body: { message: 'Database unavailable' } } });
    renderWithProviders(<SignupForm invitation={invitation} />);
    expect(await screen.findByText('You were invited to Money Train Academy', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('Referral code') as HTMLInputElement).value).toBe('ADA123');
  });

  it.each([
    ['   ', 'ada@example.com', 'secret1', 'Missing Information', 'Name', 'form-problem'],
    ['Ada', 'ada.example.com', 'secret1', 'Invalid Email', 'Email', 'field-error'],
    ['Ada', 'ada@example.com', 'abc', 'Password Too Short', 'Password', 'field-error'],
  ])(
    'refuses name=%j email=%j password=%j with "%s" said once (no toast), marking the %s field, in the %s',
    async (name, email, password, title, field, where) => {
      renderWithProviders(<SignupForm invitation={invitation} />);
      type('Name', name);
      type('Email', email);
      type('Password', password);
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      expect((await screen.findByTestId(where)).textContent).toContain(title);
      // One field's own message is said at the field only; a problem about several fields above the button too.
      expect(screen.queryByTestId('form-problem') === null).toBe(where === 'field-error');
      expect(screen.queryByTestId('toast')).toBeNull();
      const marked = screen.getAllByRole('textbox').concat(screen.getByLabelText('Password', { exact: false }));
      const invalid = marked.filter((input) => input.getAttribute('aria-invalid') === 'true');
      expect(invalid).toEqual([screen.getByLabelText(field, { exact: false })]);
      expect(screen.getByTestId('field-error').textContent).not.toBe('');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(field, { exact: false })));
    },
  );

  it('shows a bad e-mail and a short password together on the first submit, each under its field with its title as the heading', async () => {
    renderWithProviders(<SignupForm invitation={invitation} />);
    type('Name', 'Ada');
    type('Email', 'ada.example.com');
    type('Password', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const errors = await screen.findAllByTestId('field-error');
    expect(errors.map((error) => [error.querySelector('strong')?.textContent, error.textContent])).toEqual([
      ['Invalid Email', 'Invalid EmailPlease enter a valid email address'],
      ['Password Too Short', 'Password Too ShortPassword must be at least 6 characters'],
    ]);
    expect(errors.some((error) => error.textContent!.includes(':'))).toBe(false);
    expect(screen.queryByTestId('form-problem')).toBeNull();
    // Putting one right clears its message and heading only.
    type('Email', 'ada@example.com');
    expect(screen.getAllByTestId('field-error').map((error) => error.textContent)).toEqual(['Password Too ShortPassword must be at least 6 characters']);
  });

  it('registers with the referral code and welcomes the learner naming the sponsor', async () => {
    vi.spyOn(getSupabase().auth, 'setSession').mockResolvedValue({ data: { session: null, user: null }, error: null });
    const { calls } = mockApi({
      ...sponsorFound,
      'POST /api/auth/register': { body: { user: buildUser(), session: { access_token: 'a', refresh_token: 'r' }, message: 'ok' } },
    });
    const { router } = renderWithProviders(<SignupForm invitation={invitation} />, { routes: [{ path: '/dashboard', element: <p>dash</p> }] });
    await screen.findByText('You were invited by Ada Learner');
    type('Name', ' Ada ');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret1',
      phone: '',
      referralCode: 'ADA123',
      // the link's source, kept for the operators' report of signups by link source
      source: 'whatsapp',
      // where the confirmation link lands when the project confirms addresses
      redirectTo: `${window.location.origin}/auth/callback`,
      // the screen's language, which the Auth e-mails are written in
      locale: 'en',
    });
    // Welcomed on Today by a moment, not by a toast over it.
    expect(welcomeText(t, takeWelcome()!)).toEqual({
      title: 'Welcome to Money Train Academy!',
      description: "Thank you for joining through Ada Learner's invitation.",
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('does not send a source the app never writes', async () => {
    vi.spyOn(getSupabase().auth, 'setSession').mockResolvedValue({ data: { session: null, user: null }, error: null });
    const { calls } = mockApi({
      ...sponsorFound,
      'POST /api/auth/register': { body: { user: buildUser(), session: { access_token: 'a', refresh_token: 'r' }, message: 'ok' } },
    });
    renderWithProviders(<SignupForm invitation={{ referralCode: 'ADA123', source: 'somewhere-else' }} />, {
      routes: [{ path: '/dashboard', element: <p>dash</p> }],
    });
    await screen.findByText('You were invited by Ada Learner');
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body.referralCode).toBe('ADA123');
    expect('source' in body).toBe(false);
  });

  it('says "Signup Failed" with the fallback message above the button', async () => {
    mockApi({ ...sponsorFound, 'POST /api/auth/register': { status: 500, body: 'oops' } });
    renderWithProviders(<SignupForm invitation={invitation} />);
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByTestId('form-problem')).textContent).toBe('Signup FailedFailed to create account');
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('words the welcome without a sponsor', () => {
    expect(welcomeText(t, accountWelcome(null)).description).toBe('Your account has been created successfully.');
  });
});

describe('signup when the project confirms e-mail addresses', () => {
  it('goes to "Check your e-mail" with the address in the navigation state, without signing in', async () => {
    const setSession = vi.spyOn(getSupabase().auth, 'setSession');
    mockApi({
      ...sponsorFound,
      'POST /api/auth/register': { status: 200, body: { user: null, session: null, message: 'Please check your email to confirm your account.' } },
    });
    const { router } = renderWithProviders(<SignupForm invitation={invitation} />, { routes: [{ path: '/auth/check-email', element: <p>check</p> }] });
    type('Name', 'Ada');
    type('Email', ' ada@example.com ');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/check-email'));
    expect(router.state.location.state).toEqual({ email: 'ada@example.com', reason: 'signup' });
    expect(router.state.location.search).toBe('');
    expect(setSession).not.toHaveBeenCalled();
  });
});
