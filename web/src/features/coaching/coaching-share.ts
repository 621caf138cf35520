/**
 * Sending a coaching message (docs/product.md#coaching): the phone's share sheet where the browser
 * has one, else the WhatsApp, SMS and e-mail links the server returned (they carry the text and no
 * recipient: the app never knows a member's address or number).
 */
import type { CoachingActionAnswer } from '@contract';

export type Share = NonNullable<CoachingActionAnswer['share']>;

/** 'shared' or 'cancelled' when the share sheet opened; 'links' when the screen should show the links. */
export async function sendWithShareSheet(
  share: Share,
  nav: Pick<Navigator, 'share'> | undefined = globalThis.navigator,
): Promise<'shared' | 'cancelled' | 'links'> {
  if (typeof nav?.share !== 'function') return 'links';
  try {
    await nav.share({ text: share.text });
    return 'shared';
  } catch (error) {
    // The sponsor closed the sheet: nothing to show. Any other refusal (no user gesture left, no
    // share target): the links instead.
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'links';
  }
}
