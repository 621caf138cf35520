/**
 * The sign-in forms with CAPTCHA on (docs/operators.md#sign-in-protection): the widget is rendered
 * with the project's site key, nothing is sent before it gives a token, the token goes with the
 * request (the api's body, supabase-js's `captchaToken`), and the widget is asked for a new one
 * after every attempt. The provider's script is stood in for by a fake widget global (one piece,
 * unit-tested); the real script path runs in tests/e2e/captcha.test.ts.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CAPTCHA_MESSAGES } from '@contract/captcha.ts';
import { getSupabase } from '@/lib/supabase';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';

import { AuthForm } from '../components/auth-form';
import { CheckEmail } from '../components/check-email';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import type { CaptchaRenderParams } from '../captcha/captcha-script';

const SITE_KEY = 'test-site-key';

vi.mock('@/lib/config', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/config')>();
  return {
    ...original,
    getConfig: () => ({
      supabaseUrl: 'http://supabase.test',
      supabaseKey: 'test-anon-key',
      captcha: { provider: 'turnstile' as const, siteKey: SITE_KEY, scriptUrl: 'http://captcha.test/api.js' },
    }),
  };
});

interface FakeWidget {
  params: CaptchaRenderParams;
  container: HTMLElement;
}

let widgets: FakeWidget[] = [];
const reset = vi.fn();
const remove = vi.fn();

beforeEach(() => {
  widgets = [];
  reset.mockClear();
  remove.mockClear();
  (window as unknown as Record<string, unknown>).turnstile = {
    render: (container: HTMLElement, params: CaptchaRenderParams) => {
      widgets.push({ container, params });
      return String(widgets.length);
    },
    reset,
    remove,
  };
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).turnstile;
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const solve = (token: string) => act(() => widgets.at(-1)!.params.callback(token));

describe('the login form with CAPTCHA on', () => {
  it('renders the widget with the site key and sends nothing until it gives a token', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<AuthForm mode="login" />);
    await waitFor(() => expect(widgets).toHaveLength(1));
    expect(widgets[0]!.params.sitekey).toBe(SITE_KEY);
    expect(screen.getByRole('group', { name: 'Verify you are human' }).contains(widgets[0]!.container)).toBe(true);
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(CAPTCHA_MESSAGES.missing)).toBeTruthy();
    expect(calls).toHaveLength(0);
    solve('token-1');
    expect(screen.queryByText(CAPTCHA_MESSAGES.missing)).toBeNull();
  });

  it("sends the widget's token with the login and asks the widget for a new one after the answer", async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
    renderWithProviders(<AuthForm mode="login" />);
    await waitFor(() => expect(widgets).toHaveLength(1));
    solve('token-1');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1', captchaToken: 'token-1', timeZone: expect.any(String) });
    await waitFor(() => expect(reset).toHaveBeenCalledWith('1'));
    // The spent token is not sent again: the next attempt waits for the widget.
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(CAPTCHA_MESSAGES.missing)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("shows the api's refusal of the check and resets the widget", async () => {
    mockApi({ 'POST /api/auth/register': { status: 400, body: { message: CAPTCHA_MESSAGES.refused, error: 'captcha_failed' } } });
    renderWithProviders(<AuthForm mode="register" />);
    await waitFor(() => expect(widgets).toHaveLength(1));
    solve('stale-token');
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(CAPTCHA_MESSAGES.refused)).toBeTruthy();
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
  });

  it('says so when the widget refuses, and removes the widget when the form goes', async () => {
    const { unmount } = renderWithProviders(<AuthForm mode="login" />);
    await waitFor(() => expect(widgets).toHaveLength(1));
    act(() => widgets[0]!.params['error-callback']());
    expect(await screen.findByText(CAPTCHA_MESSAGES.refused)).toBeTruthy();
    unmount();
    expect(remove).toHaveBeenCalledWith('1');
  });
});

describe('the e-mail forms with CAPTCHA on (Auth checks the token itself)', () => {
  it('forgot password: passes the token to resetPasswordForEmail as supabase-js names it', async () => {
    const send = vi.spyOn(getSupabase().auth, 'resetPasswordForEmail').mockResolvedValue({ data: {}, error: null });
    renderWithProviders(<ForgotPasswordForm />);
    await waitFor(() => expect(widgets).toHaveLength(1));
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(CAPTCHA_MESSAGES.missing)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    solve('token-2');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('ada@example.com', expect.objectContaining({ captchaToken: 'token-2' })));
    await waitFor(() => expect(reset).toHaveBeenCalled());
  });

  it("resend the confirmation: passes the token, and words Auth's captcha_failed", async () => {
    const resend = vi.spyOn(getSupabase().auth, 'resend').mockResolvedValue({
      data: { user: null, session: null },
      error: Object.assign(new Error('captcha protection: request disallowed (timeout-or-duplicate)'), { code: 'captcha_failed', status: 400 }),
    } as never);
    renderWithProviders(<CheckEmail email="ada@example.com" reason="signup" />);
    await waitFor(() => expect(widgets).toHaveLength(1));
    solve('token-3');
    fireEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText(CAPTCHA_MESSAGES.refused)).toBeTruthy();
    expect(resend).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'signup', email: 'ada@example.com', options: expect.objectContaining({ captchaToken: 'token-3' }) }),
    );
  });
});
