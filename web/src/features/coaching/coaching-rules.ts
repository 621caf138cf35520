/**
 * How the learner's side of coaching reads (docs/product.md#coaching): who has their last question,
 * how long ago a cheer came, what the celebration of an unseen cheer says, and the question's check
 * (the contract's own, so the form refuses what the server would).
 */
import { helpBody, type Cheer, type MyCoaching } from '@contract';

const HOUR_MS = 3_600_000;

/** "just now", "3 hours ago", "yesterday", "4 days ago". */
export function agoText(at: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(at)) / HOUR_MS);
  if (hours < 1) return 'just now';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

export interface HelpStatus {
  /** The sentence the card shows under the question. */
  text: string;
  /** True once it went up the line (the sponsor did not answer within 48 hours). */
  escalated: boolean;
  /** The cheer that answered it (the card does not show it twice as the last cheer). */
  answerCheerId?: number;
}

/** Where the learner's latest question is: with the sponsor, gone up the line to someone else, answered (with the answer's words) or marked answered. */
export function helpStatus(mine: Pick<MyCoaching, 'sponsor' | 'help'>): HelpStatus | null {
  const latest = mine.help[0];
  if (!latest) return null;
  const sponsor = mine.sponsor?.name ?? 'Your sponsor';
  const escalated = latest.holder !== null && latest.holder.id !== mine.sponsor?.id;
  if (latest.answer) return { text: `${latest.answer.by.name} answered: “${latest.answer.message}”`, escalated, answerCheerId: latest.answer.cheerId };
  if (latest.answeredAt) return { text: `${latest.holder?.name ?? sponsor} marked your question answered.`, escalated };
  if (!latest.holder) return { text: 'Your question is waiting for someone in your upline.', escalated };
  if (escalated) return { text: `${sponsor} did not get to it within 2 days, so ${latest.holder.name} has your question now.`, escalated };
  return { text: `${sponsor} has your question.`, escalated };
}

/** The question as the server will take it (trimmed), or the first reason it would refuse it. */
export function checkQuestion(text: string): { question: string } | { error: string } {
  const parsed = helpBody.safeParse({ question: text });
  if (parsed.success) return { question: parsed.data.question };
  return { error: parsed.error.issues[0]?.message ?? 'Write your question' };
}

/**
 * The celebration of cheers not yet shown: the newest one's words and who sent them, and how many
 * more came with it. Null when every cheer has been seen.
 */
export function cheerMoment(cheers: readonly Cheer[]): { upTo: number; title: string; description: string } | null {
  const unseen = cheers.filter((cheer) => cheer.seenAt === null);
  const newest = unseen[0];
  if (!newest) return null;
  const from = newest.from?.name ?? 'Your sponsor';
  const more = unseen.length - 1;
  const also = more > 0 ? ` (and ${more} more ${more === 1 ? 'cheer' : 'cheers'} since your last visit)` : '';
  return {
    upTo: Math.max(...unseen.map((cheer) => cheer.id)),
    // An answer to the learner's question says so, and who answered (it may be someone further up).
    title: newest.answers !== null ? `${from} answered your question` : 'Your sponsor cheered you',
    description: newest.answers !== null ? `“${newest.message}” (you asked: “${newest.answers}”)${also}` : `“${newest.message}” — ${from}${also}`,
  };
}
