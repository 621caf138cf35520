/**
 * Writes the demo seed's PDFs and its PNG cheat sheet into supabase/seed-files/ (the local seed
 * stores them in Storage, docs/operators.md#demo-content). Needs nothing outside npm: headless
 * Chromium prints small HTML pages to PDF and screenshots one to PNG.
 * Run: node scripts/make-demo-documents.mjs [chromium path]
 */
import { chromium } from 'playwright-core';

const dir = new URL('../supabase/seed-files/', import.meta.url);
const page = (title, intro, items) =>
  `<!doctype html><meta charset="utf-8"><style>body{font:14px/1.5 sans-serif;margin:40px;color:#1f2937}h1{color:#14532d;font-size:22px}li{margin:6px 0}</style>` +
  `<h1>${title}</h1><p>${intro}</p><ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>` +
  `<p style="color:#6b7280;font-size:12px">Money Train Academy demo material. No income claims: results vary and most participants earn little or nothing.</p>`;

const pdfs = {
  'conversation-starter-script.pdf': page('Conversation starter script', 'Openers for reconnecting with people on your list. Say them your way.', [
    '"Hi Sam, I was just thinking about our team days at the café. How are you doing?"',
    '"I saw your post about the new job. How is the first month going?"',
    '"It has been ages! What are you up to these days?"',
    'Then listen. Ask one follow-up question about what they said.',
    'If they ask what you are doing, answer in one sentence and ask whether they want to hear more.',
    'If they say no thanks: thank them and keep the friendship.',
  ]),
  'content-calendar.pdf': page(
    '30-day content calendar',
    'One prompt a day: tips, product uses, stories and questions.',
    Array.from(
      { length: 30 },
      (_, i) =>
        [
          'A tip from your routine',
          'A question for your readers',
          'A short story from your week',
          'How you use something you like (disclose any connection)',
          'Thank someone',
        ][i % 5] + ` (day ${i + 1})`,
    ),
  ),
  'conversations-tracker.pdf': page(
    '10 conversations tracker',
    'Print it. For each genuine conversation today: who, what you learned, next step.',
    Array.from({ length: 10 }, () => 'Who: ________________ What I learned: ______________________ Next step: ______________'),
  ),
  'first-week-checklist.pdf': page('New member first-week checklist', "Draft: a sponsor's first week with a new member.", [
    'Day 1: welcome call; talk through realistic expectations, including the income disclosure.',
    'Day 2: they write a contact list of 20 people (no pressure to contact anyone yet).',
    'Day 3: practise two opening questions together.',
    'Day 4: they make their first three calls; debrief afterwards.',
    'Day 5: review what went well; agree one action for next week.',
    'Any day: answer questions about costs honestly; no one should buy stock they cannot use.',
  ]),
};

const browser = await chromium.launch({ executablePath: process.argv[2] ?? '/usr/bin/chromium' });
const tab = await browser.newPage();
for (const [file, html] of Object.entries(pdfs)) {
  await tab.setContent(html);
  await tab.pdf({ path: new URL(file, dir).pathname, format: 'A4' });
  console.log(`wrote ${file}`);
}
await tab.setViewportSize({ width: 600, height: 420 });
await tab.setContent(
  `<!doctype html><meta charset="utf-8"><style>body{margin:0;font:16px/1.4 sans-serif;background:#14532d;color:#fff;padding:24px}h1{color:#facc15;margin:0 0 12px;font-size:26px}div{display:grid;grid-template-columns:1fr 1fr;gap:10px}p{background:#166534;border-radius:10px;padding:10px;margin:0}</style>` +
    `<h1>Recognition ideas</h1><div>${[
      'Thank someone by name on the team call',
      "Share a learner's first honest post",
      'A handwritten card for steady effort',
      'Celebrate a month of daily habits',
      'Ask a newer member to teach a tip',
      'Recognise kindness, not only results',
    ]
      .map((idea) => `<p>${idea}</p>`)
      .join('')}</div>`,
);
await tab.screenshot({ path: new URL('recognition-ideas.png', dir).pathname });
console.log('wrote recognition-ideas.png');
await browser.close();
