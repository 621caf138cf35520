/** Coaching answers as GET /api/team/coaching serves them, for the coaching and team tests. */
import type { CoachingQueue, CoachingTask } from '@contract';

export const coachingTask = (fields: Partial<CoachingTask> = {}): CoachingTask => ({
  id: 11,
  kind: 'welcome',
  member: { id: 'm-ana', name: 'Ana Recruit' },
  reason: 'Ana Recruit joined your team',
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  actions: ['cheer', 'message', 'done', 'dismiss'],
  question: null,
  cheeredAt: null,
  ...fields,
});

export const coachingQueue = (fields: Partial<CoachingQueue> = {}): CoachingQueue => ({
  tasks: [],
  summaries: [],
  week: { weekStart: '2026-11-23', joined: 0, stations: 0, courses: 0 },
  recruits: 1,
  cheeredToday: 0,
  ...fields,
});

/**
 * GET and POST as the server keeps them: an action that closes a task takes it out of the next
 * read (a cheer that closes one, not an answer to a question, counts in `cheeredToday` and marks the
 * member's other tasks cheered).
 * `answer(taskId, body)` gives the POST's reply; a 2xx with `task.closed` closes the task.
 */
export function coachingServer(
  start: CoachingQueue,
  answer: (taskId: number, body: Record<string, unknown>) => { status?: number; body?: unknown; headers?: Record<string, string> },
) {
  let queue = start;
  return {
    'GET /api/team/coaching': () => ({ body: queue }),
    ...Object.fromEntries(
      start.tasks.map((task) => [
        `POST /api/team/coaching/${task.id}`,
        (call: { body: unknown }) => {
          const reply = answer(task.id, call.body as Record<string, unknown>);
          const closed = (reply.status ?? 200) < 300 && (reply.body as { task?: { closed?: boolean } } | undefined)?.task?.closed;
          if (closed) {
            const cheered = (call.body as { action?: string }).action === 'cheer' && task.question === null;
            const at = new Date().toISOString();
            // A cheer marks the member's other tasks of that moment cheered (not a question's answer).
            const tasks = queue.tasks
              .filter((open) => open.id !== task.id)
              .map((open) =>
                cheered && open.member.id === task.member.id && open.question === null && open.cheeredAt === null
                  ? { ...open, cheeredAt: at, actions: open.actions.filter((action) => action !== 'cheer') }
                  : open,
              );
            queue = { ...queue, tasks, cheeredToday: queue.cheeredToday + (cheered ? 1 : 0) };
          }
          return reply;
        },
      ]),
    ),
  };
}
