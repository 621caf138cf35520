import { afterEach, describe, expect, it } from 'vitest';

import { CHEER_PRESETS, type Cheer, type CoachingTask, type HelpRequest } from '@contract';
import { ApiError } from '@/lib/api-client';

import {
  actionHint,
  actionLabel,
  checkQuestion,
  cheerMoment,
  cheerWords,
  coachingSuccess,
  helpStatus,
  moreActions,
  openTaskCount,
  cheerBody,
  presetOf,
  presetWords,
  primaryAction,
  queueOrder,
  refusalText,
  taskReason,
  teamQueueTitle,
  teamTodayTitle,
  topTask,
  taskTitle,
  timeAgo,
  waitText,
  weekText,
} from '../coaching-rules';
import { activateLocale, i18n, type Translate } from '@/i18n';

import { summaryText } from '../components/coaching-queue';

const t: Translate = (id, values) => i18n._(id, values);

const NOW = Date.parse('2026-11-28T12:00:00Z');
const task = (fields: Partial<CoachingTask> = {}): CoachingTask => ({
  id: 1,
  kind: 'welcome',
  member: { id: 'm1', name: 'Ana' },
  reason: 'Ana joined your team',
  createdAt: '2026-11-28T11:00:00Z',
  actions: ['cheer', 'message', 'done', 'dismiss'],
  question: null,
  cheeredAt: null,
  ...fields,
});

describe('coaching rules', () => {
  it('names what to do for each kind, and the first offered action is the one tap', () => {
    expect(taskTitle(t, task())).toBe('Welcome Ana');
    expect(taskTitle(t, task({ kind: 'congratulate' }))).toBe('Congratulate Ana');
    expect(taskTitle(t, task({ kind: 'streak_at_risk' }))).toBe("Save Ana's streak");
    expect(taskTitle(t, task({ kind: 'stalled' }))).toBe('Check in on Ana');
    expect(taskTitle(t, task({ kind: 'struggling' }))).toBe('Help Ana');
    expect(primaryAction(task({ kind: 'stalled', actions: ['nudge', 'message', 'cheer', 'done', 'dismiss'] }))).toBe('nudge');
    expect(primaryAction(task())).toBe('cheer');
  });

  it('says how long ago in plain words', () => {
    expect(timeAgo(t, '2026-11-28T11:59:30Z', NOW)).toBe('just now');
    expect(timeAgo(t, '2026-11-28T11:59:00Z', NOW)).toBe('1 minute ago');
    expect(timeAgo(t, '2026-11-28T11:15:00Z', NOW)).toBe('45 minutes ago');
    expect(timeAgo(t, '2026-11-28T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(timeAgo(t, '2026-11-27T10:00:00Z', NOW)).toBe('yesterday');
    expect(timeAgo(t, '2026-11-24T10:00:00Z', NOW)).toBe('4 days ago');
    // A clock a little behind the server's never says "in the future".
    expect(timeAgo(t, '2026-11-28T12:00:05Z', NOW)).toBe('just now');
  });

  it('tells a spent daily limit by its Retry-After, and any other refusal by the server’s sentence', () => {
    const limited = (seconds: number | null) =>
      new ApiError(
        429,
        'Too Many Requests',
        JSON.stringify({ error: 'Too many coaching actions', message: 'You can take 200 coaching actions a day.' }),
        seconds,
      );
    expect(refusalText(t, limited(3 * 3600))).toBe("You've done enough of this for today; try again in 3 hours.");
    expect(refusalText(t, limited(600))).toBe("You've done enough of this for today; try again in 10 minutes.");
    expect(refusalText(t, limited(null))).toBe("You've done enough of this for today; try again later.");
    const claim = new ApiError(
      422,
      '',
      JSON.stringify({ message: 'This text may make a claim the FTC treats as misleading: "passive income". Please change it.' }),
    );
    expect(refusalText(t, claim)).toMatch(/may make a claim.*passive income/);
    expect(waitText(t, 1)).toBe('in 1 second');
    expect(waitText(t, 119)).toBe('in 119 seconds');
    expect(waitText(t, 7201)).toBe('in 3 hours');
  });

  it('sums the team’s week in one line, and says so when it was quiet', () => {
    expect(weekText(t, { weekStart: '2026-11-23', joined: 2, stations: 1, courses: 3 })).toBe(
      'This week in your team: 2 joined, 1 station finished, 3 courses finished.',
    );
    expect(weekText(t, { weekStart: '2026-11-23', joined: 0, stations: 0, courses: 0 })).toBe('A quiet week in your team so far.');
  });

  it('sends a preset by its key only when its words are unchanged', () => {
    expect(presetOf(t, CHEER_PRESETS.proud)).toBe('proud');
    expect(presetOf(t, `  ${CHEER_PRESETS.welcome} `)).toBe('welcome');
    expect(presetOf(t, `${CHEER_PRESETS.proud} Great work on Station 1`)).toBeNull();
    expect(cheerBody(t, ` ${CHEER_PRESETS.proud}`)).toEqual({ preset: 'proud' });
    expect(cheerBody(t, 'Great work')).toEqual({ message: 'Great work' });
  });

  it('says what an action did, with points only when the server paid them, and no points for a message', () => {
    const answer = { message: 'Cheer sent to Ana', task: { id: 1, closed: true }, points: 5 };
    expect(coachingSuccess(t, answer, 'cheer', task())).toBe('Cheer sent to Ana · +5 points for coaching');
    expect(coachingSuccess(t, { ...answer, points: 0 }, 'cheer', task())).toBe('Cheer sent to Ana');
    expect(coachingSuccess(t, { ...answer, message: 'Marked done' }, 'done', task())).toBe('Marked done for Ana · +5 points for coaching');
    expect(coachingSuccess(t, { ...answer, message: 'Dismissed', points: 0 }, 'dismiss', task())).toBe(
      'Dismissed "Welcome Ana": it is off your list, no points.',
    );
    expect(coachingSuccess(t, { ...answer, message: 'Message for Ana ready', points: 0 }, 'message', task())).toBe(
      'Text for Ana ready: send it, then tap Done.',
    );
  });

  it('isolates a right-to-left name inside an English sentence, so the points stay after it', () => {
    const answer = { message: 'Cheer sent to ليلى حداد', task: { id: 1, closed: true }, points: 5 };
    const laila = task({ member: { ...task().member, name: 'ليلى حداد' } });
    expect(coachingSuccess(t, answer, 'cheer', laila)).toBe('Cheer sent to \u2068ليلى حداد\u2069 · +5 points for coaching');
    expect(taskTitle(t, laila)).toContain('\u2068ليلى حداد\u2069');
  });

  it('makes Answer the one action of a help question, the others behind More with a line each', () => {
    const help = task({ kind: 'struggling', actions: ['message', 'cheer', 'done', 'dismiss'], question: 'How do I share my link?' });
    expect(primaryAction(help)).toBe('cheer');
    expect(actionLabel(t, help, 'cheer')).toBe('Answer');
    expect(moreActions(help)).toEqual(['message', 'done', 'dismiss']);
    const quizMisses = task({ kind: 'struggling', actions: ['message', 'cheer', 'done', 'dismiss'] });
    expect(primaryAction(quizMisses)).toBe('message');
    expect(actionLabel(t, quizMisses, 'cheer')).toBe('Cheer');
    expect(moreActions(task())).toEqual(['message', 'done', 'dismiss']);
    expect(actionHint(t, task(), 'done')).toMatch(/another way/);
    expect(actionHint(t, task(), 'dismiss')).toMatch(/no points/);
    expect(actionHint(t, task(), 'message')).toMatch(/No points until you tap Done/);
  });
});

// The learner's side ------------------------------------------------------------------------------

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
    expect(helpStatus(t, { sponsor: ana, help: [] })).toBeNull();
  });

  it('says the sponsor has it, then who has it once it went up the line, then that it was seen to', () => {
    const asked = 'You asked: “How do I share my link?”';
    expect(helpStatus(t, { sponsor: ana, help: [question()] })).toEqual({ text: 'Ana has your question.', escalated: false, asked });
    expect(helpStatus(t, { sponsor: ana, help: [question({ holder: bob })] })).toEqual({
      text: 'Ana did not get to it within 2 days, so Bob has your question now.',
      escalated: true,
      asked,
    });
    expect(helpStatus(t, { sponsor: ana, help: [question({ holder: bob, answeredAt: '2026-11-30T10:00:00Z' })] })?.text).toBe(
      'Bob marked your question answered.',
    );
  });

  it('quotes the answer once the sponsor answered in the app', () => {
    const answer = { cheerId: 7, message: 'Tap Invite, then Copy link.', createdAt: '2026-11-28T11:00:00Z', by: ana };
    expect(helpStatus(t, { sponsor: ana, help: [question({ answeredAt: '2026-11-28T11:00:00Z', answer })] })).toEqual({
      text: 'Ana answered: “Tap Invite, then Copy link.”',
      escalated: false,
      answerCheerId: 7,
    });
  });

  it('reads only the latest question, and copes with a holder who left', () => {
    expect(helpStatus(t, { sponsor: ana, help: [question({ id: 2 }), question({ holder: bob })] })?.text).toBe('Ana has your question.');
    expect(helpStatus(t, { sponsor: ana, help: [question({ holder: null })] })?.text).toBe('Your question is waiting for someone in your upline.');
  });
});

describe('checkQuestion', () => {
  it('trims, and refuses an empty or too long question as the server would', () => {
    expect(checkQuestion(t, '  How?  ')).toEqual({ question: 'How?' });
    expect(checkQuestion(t, '   ')).toEqual({ error: 'Write your question' });
    expect(checkQuestion(t, 'x'.repeat(501))).toEqual({ error: 'A question is at most 500 characters' });
    expect(checkQuestion(t, 'x'.repeat(500))).toEqual({ question: 'x'.repeat(500) });
  });
});

describe('cheerMoment', () => {
  it('celebrates the newest unseen cheer, says how many more came, and marks up to the highest id', () => {
    expect(cheerMoment(t, [cheer(3, null, 'So proud of you!'), cheer(2, null), cheer(1, '2026-11-27T10:00:00Z')])).toEqual({
      upTo: 3,
      title: 'Your sponsor cheered you',
      description: '“So proud of you!” — Ana (and 1 more cheer since your last visit)',
    });
    expect(cheerMoment(t, [cheer(5, null, 'Go!')])?.description).toBe('“Go!” — Ana');
    expect(cheerMoment(t, [cheer(6, null, 'Tap Copy link.', 'How do I share?')])).toEqual({
      upTo: 6,
      title: 'Ana answered your question',
      description: '“Tap Copy link.”',
      quote: { label: 'You asked', text: 'How do I share?' },
    });
  });

  it('counts no answer among the cheers that came with the newest one', () => {
    // Walker's question answered, then one cheer: one cheer celebrated, the answer not counted as another.
    expect(cheerMoment(t, [cheer(8, null, 'Proud of you! Keep going.'), cheer(7, null, 'Tap Copy link.', 'How do I share?')])).toEqual({
      upTo: 8,
      title: 'Your sponsor cheered you',
      description: '“Proud of you! Keep going.” — Ana',
    });
    // The answer newest: celebrated as the answer, with the real cheer that came before it.
    expect(cheerMoment(t, [cheer(9, null, 'Tap Copy link.', 'How do I share?'), cheer(8, null, 'Go!')])?.description).toBe(
      '“Tap Copy link.” (and 1 more cheer since your last visit)',
    );
  });

  it('celebrates nothing once every cheer was seen', () => {
    expect(cheerMoment(t, [cheer(1, '2026-11-27T10:00:00Z')])).toBeNull();
    expect(cheerMoment(t, [])).toBeNull();
  });
});

describe('the team card counts what is left to do', () => {
  it('leaves out a task whose moment is already cheered (it stays listed as "Cheered")', () => {
    expect(openTaskCount([task(), task({ id: 2, cheeredAt: '2026-11-28T12:00:00Z' }), task({ id: 3 })])).toBe(2);
    expect(openTaskCount([task({ cheeredAt: '2026-11-28T12:00:00Z' })])).toBe(0);
    expect(teamTodayTitle(t, openTaskCount([task({ cheeredAt: '2026-11-28T12:00:00Z' })]))).toBe('Your team today');
  });

  it("counts in /team's heading the tasks still to do and the cheers sent today, a cheer once", () => {
    const cheered = task({ id: 2, cheeredAt: '2026-11-28T12:00:00Z' });
    const queue = (tasks: CoachingTask[], cheeredToday = 0) => ({ tasks, cheeredToday });
    expect(teamQueueTitle(t, queue([task()]))).toBe('Your team today: 1 task');
    expect(teamQueueTitle(t, queue([]))).toBe('Your team today');
    // A cheer sent closes its task: it leaves the list and counts as one cheer.
    expect(teamQueueTitle(t, queue([task(), task({ id: 3 })], 1))).toBe('Your team today: 2 tasks, 1 cheered');
    // It also marks the member's other task of the moment "Cheered": that row is not to do, and the
    // cheer is not counted a second time for it (Amara's one cheer on Walker read "2 cheered").
    expect(teamQueueTitle(t, queue([task(), cheered], 1))).toBe('Your team today: 1 task, 1 cheered');
    expect(teamQueueTitle(t, queue([cheered], 2))).toBe('Your team today: 0 tasks, 2 cheered');
    // A row marked on an earlier day, no cheer sent today: nothing cheered today.
    expect(teamQueueTitle(t, queue([task(), cheered, task({ id: 3 })]))).toBe('Your team today: 2 tasks');
    expect(teamQueueTitle(t, queue([cheered]))).toBe('Your team today');
  });

  it('puts on Today the first task still to do in the queue’s order, not one already cheered', () => {
    const cheered = task({ id: 2, cheeredAt: '2026-11-28T12:00:00Z' });
    expect(topTask([cheered, task({ id: 3 }), task({ id: 4 })])?.id).toBe(3);
    // Every task cheered: the first, still listed with its other actions.
    expect(topTask([cheered, task({ id: 5, cheeredAt: '2026-11-28T12:00:00Z' })])?.id).toBe(2);
    expect(topTask([])).toBeUndefined();
  });

  it('orders the queue as the server does: a waiting question first, the oldest first, then the newest', () => {
    const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000).toISOString();
    const tasks = [
      task({ id: 1, kind: 'congratulate', createdAt: at(1) }),
      task({ id: 2, kind: 'struggling', question: 'How do I share my link?', createdAt: at(2) }),
      task({ id: 3, kind: 'struggling', question: 'Where is Station 2?', createdAt: at(30) }),
      task({ id: 4, createdAt: at(5) }),
      task({ id: 5, kind: 'streak_at_risk', createdAt: at(1) }),
    ];
    expect([...tasks].sort(queueOrder).map((each) => each.id)).toEqual([3, 2, 5, 1, 4]);
  });
});

describe("coaching in the learner's language", () => {
  afterEach(() => activateLocale('en'));

  it("words the team card's title, the week, a task and the server's reasons it knows in Spanish and Arabic", async () => {
    await activateLocale('es');
    expect(teamTodayTitle(t, 3)).toBe('Tu equipo hoy: 3 tareas');
    expect(teamQueueTitle(t, { tasks: [task(), task({ id: 2, cheeredAt: '2026-11-28T12:00:00Z' })], cheeredToday: 1 })).toBe(
      'Tu equipo hoy: 1 tarea, 1 con ánimo enviado',
    );
    expect(taskTitle(t, task())).toBe('Da la bienvenida a Ana');
    expect(taskReason(t, { reason: 'Ana finished Station 2', member: { id: 'm', name: 'Ana' } })).toBe('Ana terminó la Estación 2');
    expect(taskReason(t, { reason: "Ana's 6-day streak ends tonight", member: { id: 'm', name: 'Ana' } })).toBe('La racha de 6 días de Ana termina esta noche');
    // A sentence it does not know (a newer server's) shows as it came.
    expect(taskReason(t, { reason: 'Ana did something new', member: { id: 'm', name: 'Ana' } })).toBe('Ana did something new');
    // A member renamed since the task arose is named as now, in the reason as in the title.
    expect(taskReason(t, { reason: 'Nina Brooks finished a course', member: { id: 'm', name: 'Nina Brooks-Reyes' } })).toBe(
      'Nina Brooks-Reyes terminó un curso',
    );
    expect(taskReason(t, { reason: "Ana Maria's 6-day streak ends tonight", member: { id: 'm', name: 'Ana' } })).toBe(
      'La racha de 6 días de Ana termina esta noche',
    );
    expect(weekText(t, { weekStart: '2026-11-23', joined: 1, stations: 2, courses: 0 })).toBe('Esta semana en tu equipo: 1 se unió, 2 estaciones terminadas.');
    const line = { member: { id: 'a', name: 'Ana' }, joined: 2, stations: 3, courses: 1, text: "3 stations finished in Ana's team this week" };
    expect(summaryText(t, line)).toBe(
      '3 estaciones terminadas en el equipo de Ana esta semana; 1 curso terminado en el equipo de Ana; 2 personas se unieron al equipo de Ana',
    );
    // A translated chip goes by its id, so the recruit reads it in the recruit's language; edited, it is the sponsor's own words.
    expect(presetWords(t, 'proud')).toBe('¡Qué orgullo verte avanzar! Sigue así.');
    expect(presetOf(t, '¡Qué orgullo verte avanzar! Sigue así.')).toBe('proud');
    expect(cheerBody(t, '¡Qué orgullo verte avanzar! Sigue así.')).toEqual({ preset: 'proud' });
    expect(cheerBody(t, '¡Qué orgullo verte avanzar! Sigue así, Ana.')).toEqual({ message: '¡Qué orgullo verte avanzar! Sigue así, Ana.' });
    await activateLocale('ar');
    expect(teamTodayTitle(t, 2)).toBe('فريقك اليوم: مهمتان');
    expect(teamQueueTitle(t, { tasks: [task({ cheeredAt: '2026-11-28T12:00:00Z' })], cheeredToday: 1 })).toBe('فريقك اليوم: لا مهام · تم التشجيع: 1');
    expect(summaryText(t, { ...line, joined: 0, courses: 0, stations: 2 })).toBe('أُنهيت محطتان في فريق \u2068Ana\u2069 هذا الأسبوع');
    expect(timeAgo(t, '2026-11-28T09:00:00Z', Date.parse('2026-11-28T12:00:00Z'))).toBe('قبل 3 ساعات');
  });

  it("says a ready-made cheer in the recruit's language, whatever language the sponsor picked it in, and the sponsor's own words as written", async () => {
    const preset = { ...cheer(7, null, CHEER_PRESETS.proud), preset: 'proud' as const };
    const own = { ...cheer(8, null, 'Sigue así, Ana'), preset: null };
    await activateLocale('es');
    expect(cheerWords(t, preset)).toBe('¡Qué orgullo verte avanzar! Sigue así.');
    expect(cheerMoment(t, [preset])?.description).toContain('¡Qué orgullo verte avanzar! Sigue así.');
    await activateLocale('ar');
    expect(cheerWords(t, preset)).toBe('أفتخر بك! واصل.');
    expect(cheerMoment(t, [preset])?.description).toContain('أفتخر بك! واصل.');
    expect(cheerWords(t, own)).toBe('Sigue así, Ana');
    await activateLocale('en');
    expect(cheerWords(t, preset)).toBe(CHEER_PRESETS.proud);
  });

  it('keeps the English reasons as the server wrote them', () => {
    for (const reason of [
      'Ana joined your team',
      'Ana answered the same quiz wrong twice: "What is a lead?"',
      'Ana asked Bob for help 2 days ago and is still waiting',
    ]) {
      expect(taskReason(t, { reason, member: { id: 'm', name: 'Ana' } })).toBe(reason);
    }
  });
});
