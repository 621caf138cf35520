/**
 * The api reads a page sent before a service worker controlled it (docs/decisions.md, "Installable
 * app and offline"). The worker registers after the first page's `load` and takes the page only once
 * its files are cached, so a first visit's reads (a new learner's one look at Today) go past it and
 * nothing of them is kept for offline. Each such read is noted as it is sent, and sent again as it
 * was (its address and headers) once a worker takes the page: the worker keeps the answer
 * (api-cache.ts). The answers are not read: the screens already have theirs, so nothing on screen
 * changes, whatever state the page's queries are in at that moment.
 */

interface PastRead {
  url: string;
  headers: Record<string, string>;
}

/** A first visit sends a dozen; a page never controlled (no worker) stops noting here. */
const MAX_NOTED = 50;
let noted: PastRead[] = [];

/** Notes a GET of the api about to be sent while no worker controls the page. */
export function notePastWorker(
  url: string,
  headers: Record<string, string>,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): void {
  if (!container || container.controller) return;
  // The same read asked twice (the same address for the same user) is sent again once.
  noted = noted.filter((read) => read.url !== url || read.headers.Authorization !== headers.Authorization);
  if (noted.length < MAX_NOTED) noted.push({ url, headers });
}

/** Sends every noted read again (now through the worker) and forgets them; resolves when all have answered or failed. */
export async function sendPastReadsAgain(): Promise<void> {
  const reads = noted;
  noted = [];
  await Promise.all(
    reads.map((read) =>
      fetch(read.url, { headers: read.headers, credentials: 'include' })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
}

/** Forgets the noted reads without sending them (sign-out: they carry the learner's token). */
export function forgetPastReads(): void {
  noted = [];
}
