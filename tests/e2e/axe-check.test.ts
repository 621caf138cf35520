/**
 * The accessibility check every `capture` runs (tests/support/ui.ts) still finds what it is there to
 * find: a page with three planted WCAG violations (faint text, a field without a label, an image
 * without a text alternative) reports each of them, the same page without them reports none, and
 * `capture` fails on the planted page. Whatever options the scan runs with (docs/performance.md,
 * "Cuts of 2026-11-30, afternoon"), they must not cost a finding.
 */
import { describe, expect, it } from 'vitest';
import { browserOfFile } from '../support/browser';
import { axeViolations, capture } from '../support/ui';

const files = browserOfFile();

/** A small document in the app's language; `planted` adds the three violations. */
function page(planted: boolean): string {
  const faint = planted ? 'color: #b8b8b8' : 'color: #1a1a1a';
  const label = planted ? '' : '<label for="nameless">Your name</label>';
  const alt = planted ? '' : ' alt="A green square"';
  return `<!doctype html><html lang="en"><head><title>Planted violations</title></head><body>
    <main>
      <h1>Planted violations</h1>
      <p id="faint" style="${faint}; background: #ffffff">This sentence is hard to read.</p>
      ${label}<input id="nameless" type="text">
      <img id="pic" src="data:image/gif;base64,R0lGODlhAQABAIAAAAD/AP///yH5BAEAAAEALAAAAAABAAEAAAICRAEAOw=="${alt} width="40" height="40">
    </main>
  </body></html>`;
}

/** "rule: target" of each violation line ("rule (help): target"). */
const ruleAndTarget = (line: string) => `${line.slice(0, line.indexOf(' ('))}: ${line.slice(line.lastIndexOf(': ') + 2)}`;

describe('the accessibility check', () => {
  it('reports each planted violation with its element, and none once they are fixed', async () => {
    const tab = await files.page({ width: 390, height: 844 });
    await tab.setContent(page(true));
    expect((await axeViolations(tab)).map(ruleAndTarget).sort()).toEqual(['color-contrast: #faint', 'image-alt: #pic', 'label: #nameless']);
    await tab.setContent(page(false));
    expect(await axeViolations(tab)).toEqual([]);
    await tab.context().close();
  });

  it('fails a capture of a page with a violation', async () => {
    const tab = await files.page({ width: 390, height: 844 });
    await tab.setContent(page(true));
    await expect(capture(tab, 'axe-check-planted')).rejects.toThrow(/axe violations on axe-check-planted/);
    await tab.context().close();
  });
});
