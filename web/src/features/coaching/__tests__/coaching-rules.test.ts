import { describe, expect, it } from 'vitest';

import type { Cheer, HelpRequest } from '@contract';

import { agoText, checkQuestion, cheerMoment, helpStatus } from '../coaching-rules';

const ana = { id: 'ana', name: 'Ana' };
const bob = { id: 'bob', name: 'Bob' };
const question = (fields: Partial<HelpRequest> = {}): HelpRequest => ({
  id: 1,
  question: 'How do I share my link?',
  createdAt: '2026-11-28T10:00:00Z',
  answeredAt: null,
  answer: null,
  holder: ana,
  ...fields,
});
const cheer = (id: number, seenAt: string | null, message = `Cheer ${id}`, answers: string | null = null): Cheer => ({
  id,
  from: ana,
  message,
  createdAt: '2026-11-28T10:00:00Z',
  seenAt,
  answers,
});

describe('helpStatus', () => {
  it('says nothing without a question', () => {
    expect(helpStatus({ sponsor: ana, help: [] })).toBeNull();
  });

  it('says the sponsor has it, then who has it once it went up the line, then that it was seen to', () => {
    expect(helpStatus({ sponsor: ana, help: [question()] })).toEqual({ text: 'Ana has your question.', escalated: false });
    expect(helpStatus({ sponsor: ana, help: [question({ holder: bob })] })).toEqual({
      text: 'Ana did not get to it within 2 days, so Bob has your question now.',
      escalated: true,
    });
    expect(helpStatus({ sponsor: ana, help: [question({ holder: bob, answeredAt: '2026-11-30T10:00:00Z' })] })?.text).toBe(
      'Bob marked your question answered.',
    );
  });

  it('quotes the answer once the sponsor answered in the app', () => {
    const answer = { cheerId: 7, message: 'Tap Invite, then Copy link.', createdAt: '2026-11-28T11:00:00Z', by: ana };
    expect(helpStatus({ sponsor: ana, help: [question({ answeredAt: '2026-11-28T11:00:00Z', answer })] })).toEqual({
      text: 'Ana answered: “Tap Invite, then Copy link.”',
      escalated: false,
      answerCheerId: 7,
    });
  });

  it('reads only the latest question, and copes with a holder who left', () => {
    expect(helpStatus({ sponsor: ana, help: [question({ id: 2 }), question({ holder: bob })] })?.text).toBe('Ana has your question.');
    expect(helpStatus({ sponsor: ana, help: [question({ holder: null })] })?.text).toBe('Your question is waiting for someone in your upline.');
  });
});

describe('checkQuestion', () => {
  it('trims, and refuses an empty or too long question as the server would', () => {
    expect(checkQuestion('  How?  ')).toEqual({ question: 'How?' });
    expect(checkQuestion('   ')).toEqual({ error: 'Write your question' });
    expect(checkQuestion('x'.repeat(501))).toEqual({ error: 'A question is at most 500 characters' });
    expect(checkQuestion('x'.repeat(500))).toEqual({ question: 'x'.repeat(500) });
  });
});

describe('cheerMoment', () => {
  it('celebrates the newest unseen cheer, says how many more came, and marks up to the highest id', () => {
    expect(cheerMoment([cheer(3, null, 'So proud of you!'), cheer(2, null), cheer(1, '2026-11-27T10:00:00Z')])).toEqual({
      upTo: 3,
      title: 'Your sponsor cheered you',
      description: '“So proud of you!” — Ana (and 1 more cheer since your last visit)',
    });
    expect(cheerMoment([cheer(5, null, 'Go!')])?.description).toBe('“Go!” — Ana');
    expect(cheerMoment([cheer(6, null, 'Tap Copy link.', 'How do I share?')])).toEqual({
      upTo: 6,
      title: 'Ana answered your question',
      description: '“Tap Copy link.” (you asked: “How do I share?”)',
    });
  });

  it('celebrates nothing once every cheer was seen', () => {
    expect(cheerMoment([cheer(1, '2026-11-27T10:00:00Z')])).toBeNull();
    expect(cheerMoment([])).toBeNull();
  });
});

describe('agoText', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('says how long ago', () => {
    expect(agoText('2026-11-28T11:30:00Z', now)).toBe('just now');
    expect(agoText('2026-11-28T11:00:00Z', now)).toBe('1 hour ago');
    expect(agoText('2026-11-28T02:00:00Z', now)).toBe('10 hours ago');
    expect(agoText('2026-11-27T11:00:00Z', now)).toBe('yesterday');
    expect(agoText('2026-11-24T11:00:00Z', now)).toBe('4 days ago');
  });
});
