import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { getSupabase } from '@/lib/supabase';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { SignupForm, welcomeDescription } from '../components/signup-form';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const invitation = { referralCode: 'ADA123', sponsor: 'Ada Learner', source: 'whatsapp' };

describe('signup screen', () => {
  it('shows the title, the invitation banner and the read-only referral code', () => {
    renderWithProviders(<SignupForm invitation={invitation} />);
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByTestId('invitation-banner').textContent).toContain('You were invited by Ada Learner');
    expect(screen.getByTestId('invitation-banner').textContent).toContain('whatsapp');
    const code = screen.getByLabelText('Referral code') as HTMLInputElement;
    expect(code.value).toBe('ADA123');
    expect(code.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/login');
  });

  it('has no banner without a sponsor', () => {
    renderWithProviders(<SignupForm invitation={{ referralCode: null, sponsor: null, source: null }} />);
    expect(screen.queryByTestId('invitation-banner')).toBeNull();
    expect(screen.queryByLabelText('Referral code')).toBeNull();
  });

  it.each([
    ['   ', 'ada@example.com', 'secret1', 'Missing Information'],
    ['Ada', 'ada.example.com', 'secret1', 'Invalid Email'],
    ['Ada', 'ada@example.com', 'abc', 'Password Too Short'],
  ])('refuses name=%j email=%j password=%j with "%s"', async (name, email, password, title) => {
    renderWithProviders(<SignupForm invitation={invitation} />);
    type('Name', name);
    type('Email', email);
    type('Password', password);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('registers with the referral code and welcomes the learner naming the sponsor', async () => {
    vi.spyOn(getSupabase().auth, 'setSession').mockResolvedValue({ data: { session: null, user: null }, error: null });
    const { calls } = mockApi({
      'POST /api/auth/register': { body: { user: buildUser(), session: { access_token: 'a', refresh_token: 'r' }, message: 'ok' } },
    });
    const { router } = renderWithProviders(<SignupForm invitation={invitation} />, { routes: [{ path: '/dashboard', element: <p>dash</p> }] });
    type('Name', ' Ada ');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls[0]?.body).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'secret1', phone: '', referralCode: 'ADA123' });
    expect(await screen.findByText('Welcome to Money Train Academy!')).toBeTruthy();
    expect(screen.getByText("Thank you for joining through Ada Learner's invitation.")).toBeTruthy();
  });

  it('toasts "Signup Failed" with the fallback message', async () => {
    mockApi({ 'POST /api/auth/register': { status: 500, body: 'oops' } });
    renderWithProviders(<SignupForm invitation={invitation} />);
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signup Failed')).toBeTruthy();
    expect(screen.getByText('Failed to create account')).toBeTruthy();
  });

  it('words the welcome without a sponsor', () => {
    expect(welcomeDescription(null)).toBe('Your account has been created successfully.');
  });
});

describe('signup when the project confirms e-mail addresses', () => {
  it('asks the learner to check their e-mail and goes to /auth/login without signing in', async () => {
    const setSession = vi.spyOn(getSupabase().auth, 'setSession');
    mockApi({ 'POST /api/auth/register': { status: 200, body: { user: null, session: null, message: 'Please check your email to confirm your account.' } } });
    const { router } = renderWithProviders(<SignupForm invitation={invitation} />, { routes: [{ path: '/auth/login', element: <p>login</p> }] });
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(setSession).not.toHaveBeenCalled();
  });
});
