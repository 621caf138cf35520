/**
 * The e-mails a redemption sends the learner: a pack's content when they redeem it, and a manual
 * reward's delivery or refund when an admin settles it. Every text here is either fixed or written
 * by an admin (claim-checked when saved) or the learner's own name, which goes in as a display name
 * (contract/display-name.ts); it is escaped in the HTML part.
 */
import { displayName, type Redemption } from '../../../contract/index.ts';
import type { Mail } from '../_shared/mailer.ts';
import { escapeHtml } from './invitation-email.ts';

export interface RedemptionMail {
  to: string;
  name: string;
  redemption: Redemption;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function page(heading: string, body: string): string {
  return `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(heading)}</h1>
${body}
<p style="font-size: 12px; color: #718096">You receive this e-mail because you redeemed a reward at Money Train Academy.</p>
</body></html>`;
}

/** What the learner reads: the pack's items, a delivery, or a refund. */
export function redemptionEmail({ to, name, redemption }: RedemptionMail): Mail {
  const { title } = redemption;
  const greeting = `Hi ${displayName(name)},`;
  if (redemption.status === 'refunded') {
    const reason = redemption.refundReason ?? '';
    const text = [
      greeting,
      '',
      `We could not deliver your reward "${title}", so its ${redemption.cost} tokens are back in your balance.`,
      '',
      `Why: ${reason}`,
    ].join('\n');
    return { to, subject: `Refunded: ${title}`, text, html: page(`Refunded: ${title}`, paragraphs(text)) };
  }
  if (redemption.status === 'fulfilled') {
    const file = redemption.deliveryFile;
    const text = [
      greeting,
      '',
      `Your reward "${title}" has been delivered:`,
      ...(redemption.delivery ? ['', redemption.delivery] : []),
      // The file is only reachable signed in (a private bucket): the mail names it and says where.
      ...(file ? ['', `A file comes with it: ${file.name}. Download it under Claimed rewards on the Rewards page.`] : []),
      '',
      'You can also find it under Claimed rewards on the Rewards page.',
    ].join('\n');
    return { to, subject: `Delivered: ${title}`, text, html: page(`Delivered: ${title}`, paragraphs(text)) };
  }
  const items = redemption.items;
  const text = [
    greeting,
    '',
    `Here is your reward "${title}". It is also under Claimed rewards on the Rewards page.`,
    ...items.flatMap((item, index) => ['', `${index + 1}. ${item.title}`, '', item.body]),
  ].join('\n');
  const html = page(
    title,
    [
      paragraphs(`${greeting}\n\nHere is your reward. It is also under Claimed rewards on the Rewards page.`),
      ...items.map((item, index) => `<h2 style="font-size: 16px">${index + 1}. ${escapeHtml(item.title)}</h2>\n${paragraphs(item.body)}`),
    ].join('\n'),
  );
  return { to, subject: `Your reward: ${title}`, text, html };
}
