/** The inbox page of the local mail catcher: plain HTML, every value escaped. */
import type { CaughtMail } from './index';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderInbox(messages: CaughtMail[]): string {
  const rows = messages
    .map(
      (mail) => `<article>
  <h2>${escape(mail.subject || '(no subject)')}</h2>
  <p class="meta">From ${escape(mail.from)} to ${escape(mail.to.join(', '))} · ${escape(mail.receivedAt)}</p>
  <pre>${escape(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#14261c}
article{border:1px solid #cfd8d3;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#4a5d52;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Local inbox</h1><p>Every e-mail the local stack sends lands here (${messages.length}). Reload to see new ones.</p>
${rows || '<p>No e-mail yet.</p>'}
</body></html>`;
}
