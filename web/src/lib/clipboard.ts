/** Copies text and says so in a toast ("Copied!" / "Copy Failed"); `what` names it in the message. */
import { shownT } from '@/i18n';

import { notify } from './toast';

/** In the screen's language (English on a screen not translated yet). */
export async function copyToClipboard(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(shownT('clipboard.copied'), shownT('clipboard.copiedWhat', { what }));
  } catch {
    notify.error(shownT('clipboard.failed'), shownT('clipboard.failedText'));
  }
}
