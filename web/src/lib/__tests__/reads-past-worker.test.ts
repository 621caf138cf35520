/**
 * The api reads a page sent before a service worker controlled it are sent again, as they were, once
 * one does (lib/pwa/reads-past-worker.ts): whatever the page's queries are doing at that moment.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { forgetPastReads, notePastWorker, sendPastReadsAgain } from '../pwa/reads-past-worker';

const API = 'https://abc.supabase.co/functions/v1/api';
const uncontrolled = { controller: null } as unknown as ServiceWorkerContainer;
const controlled = { controller: {} } as unknown as ServiceWorkerContainer;

/** fetch as the page calls it: every address and Authorization sent. */
function recordFetch() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push(`${url} ${(init.headers as Record<string, string>).Authorization}`);
      return new Response('{}');
    }),
  );
  return sent;
}

afterEach(() => {
  forgetPastReads();
  vi.unstubAllGlobals();
});

describe('the reads that went past the worker', () => {
  it('are sent again with their own headers, each once, and only those sent while no worker controlled the page', async () => {
    const sent = recordFetch();
    notePastWorker(`${API}/missions`, { Authorization: 'Bearer learner' }, uncontrolled);
    notePastWorker(`${API}/league`, { Authorization: 'Bearer learner' }, uncontrolled);
    notePastWorker(`${API}/missions`, { Authorization: 'Bearer learner' }, uncontrolled);
    notePastWorker(`${API}/courses`, { Authorization: 'Bearer learner' }, controlled);
    notePastWorker(`${API}/courses`, { Authorization: 'Bearer learner' }, undefined);
    await sendPastReadsAgain();
    expect(sent.sort()).toEqual([`${API}/league Bearer learner`, `${API}/missions Bearer learner`]);
    await sendPastReadsAgain();
    expect(sent).toHaveLength(2);
  });

  it('are not sent after sign-out forgot them, and a failed one fails quietly', async () => {
    const sent = recordFetch();
    notePastWorker(`${API}/missions`, { Authorization: 'Bearer learner' }, uncontrolled);
    forgetPastReads();
    await sendPastReadsAgain();
    expect(sent).toEqual([]);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    notePastWorker(`${API}/missions`, { Authorization: 'Bearer learner' }, uncontrolled);
    await expect(sendPastReadsAgain()).resolves.toBeUndefined();
  });

  it('notes at most 50 (a page no worker ever takes)', async () => {
    const sent = recordFetch();
    for (let n = 0; n < 60; n += 1) notePastWorker(`${API}/courses/${n}`, { Authorization: 'Bearer learner' }, uncontrolled);
    await sendPastReadsAgain();
    expect(sent).toHaveLength(50);
  });
});
