/** Copies text and says so in a toast ("Copied!" / "Copy Failed"); `what` names it in the message. */
import { notify } from './toast';

export async function copyToClipboard(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('Copied!', `${what} copied to clipboard`);
  } catch {
    notify.error('Copy Failed', 'Could not copy to clipboard');
  }
}
