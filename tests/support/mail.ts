/** The stack's mail catcher, as the tests read it: every message sent to one address. */
import { stack } from './clients';

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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox(address)).find((mail) => mail.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
