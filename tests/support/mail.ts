/** The stack's mail catcher, as the tests read it: every message sent to one address. */
import { stack } from './clients';
import { until } from './waiting';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export async function inbox(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${stack().inboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** The first message to `address` with `subject`, waiting up to `timeoutMs` for the catcher to store it. */
export async function waitForMail(address: string, subject: string, timeoutMs = 5_000): Promise<CaughtMail> {
  return until(async () => (await inbox(address)).find((mail) => mail.subject === subject), `the e-mail "${subject}" to ${address}`, {
    timeoutMs,
    everyMs: 100,
  });
}
