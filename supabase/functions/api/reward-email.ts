/**
 * The e-mails a redemption sends the learner: a pack's content when they redeem it, and a manual
 * reward's delivery or refund when an admin settles it, in the learner's language
 * (mail-messages.ts; what an admin wrote stays as written). Every text here is either fixed or
 * written by an admin (claim-checked when saved) or the learner's own name, which goes in as a
 * display name (contract/display-name.ts); it is escaped in the HTML part.
 */
import { displayName, type LocaleCode, type Redemption } from '../../../contract/index.ts';
import type { Mail } from '../_shared/mailer.ts';
import { escapeHtml, htmlOpening, mailLocale, mailTranslator } from './mail-messages.ts';

export interface RedemptionMail {
  to: string;
  name: string;
  redemption: Redemption;
  /** The learner's language (app.mail_locale); English when not given. */
  locale?: LocaleCode | null;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p dir="auto">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function page(locale: LocaleCode, heading: string, body: string): string {
  return `<!doctype html>
${htmlOpening(locale)}<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(heading)}</h1>
${body}
<p style="font-size: 12px; color: #718096">${escapeHtml(mailTranslator(locale)('reward.footer'))}</p>
</body></html>`;
}

/** What the learner reads: the pack's items, a delivery, or a refund. */
export function redemptionEmail({ to, name, redemption, locale: wanted }: RedemptionMail): Mail {
  const locale = mailLocale(wanted);
  const t = mailTranslator(locale);
  const { title } = redemption;
  const greeting = t('greeting', { name: displayName(name) });
  if (redemption.status === 'refunded') {
    const reason = redemption.refundReason ?? '';
    const text = [greeting, '', t('reward.refunded.body', { title, cost: redemption.cost }), '', t('reward.refunded.why', { reason })].join('\n');
    const subject = t('reward.refunded.subject', { title });
    return { to, subject, text, html: page(locale, subject, paragraphs(text)) };
  }
  if (redemption.status === 'fulfilled') {
    const file = redemption.deliveryFile;
    const text = [
      greeting,
      '',
      t('reward.delivered.body', { title }),
      ...(redemption.delivery ? ['', redemption.delivery] : []),
      // The file is only reachable signed in (a private bucket): the mail names it and says where.
      ...(file ? ['', t('reward.delivered.file', { file: file.name })] : []),
      '',
      t('reward.delivered.where'),
    ].join('\n');
    const subject = t('reward.delivered.subject', { title });
    return { to, subject, text, html: page(locale, subject, paragraphs(text)) };
  }
  const items = redemption.items;
  const number = new Intl.NumberFormat(locale);
  const text = [
    greeting,
    '',
    t('reward.pack.body', { title }),
    ...items.flatMap((item, index) => ['', `${number.format(index + 1)}. ${item.title}`, '', item.body]),
  ].join('\n');
  const html = page(
    locale,
    title,
    [
      paragraphs(`${greeting}\n\n${t('reward.pack.bodyHtml')}`),
      ...items.map(
        (item, index) => `<h2 dir="auto" style="font-size: 16px">${number.format(index + 1)}. ${escapeHtml(item.title)}</h2>\n${paragraphs(item.body)}`,
      ),
    ].join('\n'),
  );
  return { to, subject: t('reward.pack.subject', { title }), text, html };
}
