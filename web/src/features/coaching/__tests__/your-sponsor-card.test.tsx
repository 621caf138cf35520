import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MyCoaching } from '@contract';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { YourSponsorCard } from '../components/your-sponsor-card';

const user = buildUser();
const path = `/api/users/${user.id}`;
const ana = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Ana Sponsor' };
const mine = (fields: Partial<MyCoaching> = {}): MyCoaching => ({ coached: true, hideFromUpline: false, sponsor: ana, lastCheer: null, help: [], ...fields });
const claimRefusal = {
  status: 422,
  body: {
    error: 'Possible income claim',
    message: 'This text may make a claim the FTC treats as misleading: "passive income" (income claim). Please change it.',
    claims: [{ match: 'passive income', reason: 'income claim' }],
  },
};

describe('YourSponsorCard', () => {
  it('shows nothing for a learner without a sponsor', async () => {
    const { calls } = mockApi({ [`GET ${path}/coaching`]: { body: mine({ sponsor: null }) } });
    const { container } = renderWithProviders(<YourSponsorCard user={user} />, { user });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('[data-testid="your-sponsor"]')).toBeNull();
  });

  it('shows the sponsor and their last cheer', async () => {
    mockApi({
      [`GET ${path}/coaching`]: { body: mine({ lastCheer: { id: 4, message: 'Proud of you!', createdAt: new Date().toISOString(), seenAt: null } }) },
    });
    renderWithProviders(<YourSponsorCard user={user} />, { user });
    expect(await screen.findByRole('heading', { name: 'Your sponsor: Ana Sponsor' })).toBeTruthy();
    // The cheer is isolated (first-strong), so an English cheer keeps its direction on an Arabic page.
    expect(screen.getByTestId('last-cheer').textContent).toBe('“\u2068Proud of you!\u2069” · just now');
  });

  it('checks the question here, shows the server’s refusal inline keeping the text, then says the sponsor has it', async () => {
    let asked = 0;
    let help: MyCoaching['help'] = [];
    const { calls } = mockApi({
      [`GET ${path}/coaching`]: () => ({ body: mine({ help }) }),
      [`POST ${path}/help`]: (call) => {
        asked += 1;
        if (asked === 1) return claimRefusal;
        const question = (call.body as { question: string }).question;
        help = [{ id: 9, question, createdAt: new Date().toISOString(), answeredAt: null, answer: null, holder: ana }];
        return { status: 201, body: { message: 'Ana Sponsor has your question', help: help[0] } };
      },
    });
    renderWithProviders(<YourSponsorCard user={user} />, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for help' }));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your question for Ana Sponsor' });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect((await screen.findByTestId('ask-for-help-error')).textContent).toBe('Write your question');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'How do I earn passive income?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(screen.getByTestId('ask-for-help-error').textContent).toContain('may make a claim'));
    expect(field.value).toBe('How do I earn passive income?');

    fireEvent.change(field, { target: { value: '  How do I share my invite link?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect((await screen.findByTestId('help-status')).textContent).toBe('Ana Sponsor has your question.');
    // What she asked stays on the card while it waits.
    expect((await screen.findByTestId('help-question')).textContent).toBe('You asked: “How do I share my invite link?”');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { question: 'How do I earn passive income?' },
      { question: 'How do I share my invite link?' },
    ]);
    expect(screen.queryByTestId('ask-for-help-form')).toBeNull();
  });

  it('says who has the question once it went up the line', async () => {
    mockApi({
      [`GET ${path}/coaching`]: {
        body: mine({
          help: [{ id: 1, question: 'Help?', createdAt: '2026-11-25T10:00:00Z', answeredAt: null, answer: null, holder: { id: 'up', name: 'Uma Upline' } }],
        }),
      },
    });
    renderWithProviders(<YourSponsorCard user={user} />, { user });
    expect((await screen.findByTestId('help-status')).textContent).toBe('Ana Sponsor did not get to it within 2 days, so Uma Upline has your question now.');
  });

  it('shows the sponsor’s answer once, with the question it answers', async () => {
    const at = new Date().toISOString();
    mockApi({
      [`GET ${path}/coaching`]: {
        body: mine({
          lastCheer: { id: 7, message: 'Tap Invite, then Copy link.', createdAt: at, seenAt: at },
          help: [
            {
              id: 1,
              question: 'How do I share my link?',
              createdAt: at,
              answeredAt: at,
              answer: { cheerId: 7, message: 'Tap Invite, then Copy link.', createdAt: at, by: ana },
              holder: ana,
            },
          ],
        }),
      },
    });
    renderWithProviders(<YourSponsorCard user={user} />, { user });
    expect((await screen.findByTestId('help-status')).textContent).toBe('Ana Sponsor answered: “Tap Invite, then Copy link.”');
    expect(screen.queryByTestId('last-cheer')).toBeNull();
  });
});
