import { describe, expect, it } from 'vitest';
import { choicesFromForm, DEFAULT_DAILY_AT, formFromSettings, formProblem, summary } from '../reminder-rules';

const off = { dailyAt: null, streakRisk: false, weeklyRecap: false, byEmail: false, byPush: false, pushDevices: 0 };

describe('reminder rules', () => {
  it('starts with everything off and a suggested time', () => {
    const form = formFromSettings(off);
    expect(form).toMatchObject({ daily: false, dailyAt: DEFAULT_DAILY_AT, streakRisk: false, byEmail: false });
    expect(choicesFromForm(form)).toEqual({ dailyAt: null, streakRisk: false, weeklyRecap: false, byEmail: false, byPush: false });
    expect(summary(off, 'Europe/Paris')).toMatch(/^No reminders/);
  });

  it('names a missing channel or a bad time before saving', () => {
    const form = { ...formFromSettings(off), daily: true };
    expect(formProblem(form)).toMatch(/e-mail, push or both/);
    expect(formProblem({ ...form, byEmail: true })).toBeNull();
    expect(formProblem({ ...form, byEmail: true, dailyAt: '25:00' })).toMatch(/time/);
    expect(choicesFromForm({ ...form, byEmail: true, dailyAt: '07:15' }).dailyAt).toBe('07:15');
  });

  it("sums up the saved choices in the learner's zone, and asks for a device when push has none", () => {
    const text = summary({ ...off, dailyAt: '07:15', streakRisk: true, byEmail: true, byPush: true }, 'Asia/Tokyo');
    expect(text).toContain('a daily reminder at 07:15');
    expect(text).toContain('by e-mail and push (Asia/Tokyo time)');
    expect(text).toContain('Turn on push on this device');
  });
});
