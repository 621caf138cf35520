import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { takeWelcome, welcomeText } from '@/features/celebrations';
import { i18n, type Translate } from '@/i18n';
import { getCurrentUser } from '@/lib/current-user';
import { getSupabase } from '@/lib/supabase';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { AuthForm } from '../components/auth-form';

const t: Translate = (id, values) => i18n._(id, values);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const session = { access_token: 'access', refresh_token: 'refresh', expires_in: 3600, expires_at: 4102444800, token_type: 'bearer', user: {} };

describe('auth form', () => {
  it('has the register title, fields and a link to login', () => {
    renderWithProviders(<AuthForm mode="register" />);
    expect(screen.getByRole('heading', { name: 'Join the Money Train' })).toBeTruthy();
    for (const label of ['Name', 'Email', 'Password', 'Phone']) expect(screen.getByLabelText(label, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
  });

  it('has the login title and a link to register', () => {
    renderWithProviders(<AuthForm mode="login" />);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/auth/forgot-password');
  });

  it('offers no "Forgot password?" when registering', () => {
    renderWithProviders(<AuthForm mode="register" />);
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it('sends an unconfirmed login to "Check your e-mail" with the address, without a toast', async () => {
    mockApi({
      'POST /api/auth/login': { status: 403, body: { message: 'Please confirm your email address before logging in.', error: 'Email not confirmed' } },
    });
    const { router } = renderWithProviders(<AuthForm mode="login" />, { url: '/auth/login', routes: [{ path: '/auth/check-email', element: <p>check</p> }] });
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/check-email'));
    expect(router.state.location.state).toEqual({ email: 'ada@example.com', reason: 'unconfirmed' });
    expect(screen.queryByText('Login Failed')).toBeNull();
  });

  it('refuses an empty login with "Email and password are required" above the button, no toast, and sends nothing', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<AuthForm mode="login" />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('form-problem')).textContent).toBe('Validation ErrorEmail and password are required');
    expect(screen.queryByTestId('toast')).toBeNull();
    // Each empty field is marked and says so under it; the focus moves to the first.
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    // The field links its message once it has seen it rendered.
    await waitFor(() => expect(email.getAttribute('aria-errormessage')).toBe(screen.getByText('Enter your email address').id));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(calls).toHaveLength(0);
    // Editing a field clears its mark (and the form's line), not the other field's.
    type('Email', 'ada@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter your email address')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('form-problem')).toBeNull();
  });

  it('refuses a short register password with "Password Error"', async () => {
    renderWithProviders(<AuthForm mode="register" />);
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    // Said once: under the password field, its title as the heading (not glued on as "Password Error: …"); nothing above the button.
    const error = await screen.findByTestId('field-error');
    expect(error.querySelector('strong')?.textContent).toBe('Password Error');
    expect(error.textContent).toBe('Password ErrorPassword must be at least 6 characters');
    expect(screen.queryByText('Password must be at least 6 characters', { exact: false, selector: ':not([data-testid="field-error"])' })).toBeNull();
    expect(screen.queryByTestId('form-problem')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('logs in: sets the Auth session and the user, then goes to /dashboard, with no toast over it', async () => {
    const user = buildUser();
    const setSession = vi.spyOn(getSupabase().auth, 'setSession').mockResolvedValue({ data: { session: null, user: null }, error: null });
    const { calls } = mockApi({ 'POST /api/auth/login': { body: { user, session, message: 'Welcome back!' } } });
    const { router } = renderWithProviders(<AuthForm mode="login" />, { url: '/auth/login', routes: [{ path: '/dashboard', element: <p>dash</p> }] });
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // With the browser's zone: the login counts the learner's own day (docs/product.md#login-streak).
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(setSession).toHaveBeenCalledWith({ access_token: 'access', refresh_token: 'refresh' });
    expect(getCurrentUser()?.id).toBe(user.id);
    // Today's greeting says welcome back; no toast covers it, and no welcome moment waits.
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(takeWelcome()).toBeNull();
  });

  it('welcomes a new account on Today (a moment, not a toast)', async () => {
    vi.spyOn(getSupabase().auth, 'setSession').mockResolvedValue({ data: { session: null, user: null }, error: null });
    mockApi({ 'POST /api/auth/register': { status: 201, body: { user: buildUser(), session, message: 'Registered' } } });
    const { router } = renderWithProviders(<AuthForm mode="register" />, { url: '/auth/register', routes: [{ path: '/dashboard', element: <p>dash</p> }] });
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(welcomeText(t, takeWelcome()!)).toEqual({ title: 'Welcome to Money Train Academy!', description: 'Your account has been created successfully.' });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('takes an administrator to the admin home, and any user to a safe `next` first', async () => {
    vi.spyOn(getSupabase().auth, 'setSession').mockResolvedValue({ data: { session: null, user: null }, error: null });
    mockApi({ 'POST /api/auth/login': { body: { user: buildUser({ isAdmin: true }), session, message: 'Welcome back!' } } });
    const logIn = async (url: string, lands: string) => {
      const { router, unmount } = renderWithProviders(<AuthForm mode="login" />, {
        url,
        routes: [
          { path: '/admin', element: <p>admin home</p> },
          { path: '/course/:id', element: <p>course</p> },
        ],
      });
      type('Email', 'admin@example.com');
      type('Password', 'secret1');
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(lands));
      unmount();
    };
    await logIn('/auth/login', '/admin');
    await logIn('/auth/login?next=%2Fcourse%2F3', '/course/3');
  });

  it('says "Login Failed" with the server message above the button, no toast', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    renderWithProviders(<AuthForm mode="login" />);
    type('Email', 'ada@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('form-problem')).textContent).toBe('Login FailedInvalid email or password');
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('says "Registration Failed" with "An error occurred" when the server says nothing useful', async () => {
    mockApi({ 'POST /api/auth/register': { status: 500, body: '' } });
    renderWithProviders(<AuthForm mode="register" />);
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByTestId('form-problem')).textContent).toBe('Registration FailedAn error occurred');
  });
});
