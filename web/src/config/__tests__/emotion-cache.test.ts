import { afterEach, describe, expect, it } from 'vitest';

import { createAppEmotionCache, TaskBatchedStyleSheet } from '../emotion-cache';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The style elements of these tests' sheets (key `test`): the unit files share one document, whose head holds the app's styles too. */
function styleElements() {
  return [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="test"]')];
}

/** The element's CSS: its text (not speedy) or the rules inserted into its sheet (speedy). */
function cssOf(element: HTMLStyleElement) {
  return element.textContent || [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('');
}

afterEach(() => {
  for (const element of styleElements()) element.remove();
});

describe('TaskBatchedStyleSheet', () => {
  it('puts the rules of one task in one new style element, after the earlier ones', async () => {
    const sheet = new TaskBatchedStyleSheet({ key: 'test', container: document.head, speedy: true });
    sheet.insert('.a { color: red; }');
    sheet.insert('.b { color: blue; }');
    await nextTask();
    sheet.insert('.c { color: green; }');
    sheet.insert('.d { color: black; }');
    const elements = styleElements();
    expect(sheet.tags).toEqual(elements);
    // Document order is insertion order: the cascade is the same as with one sheet.
    expect(elements.map(cssOf)).toEqual(['.a {color: red;}.b {color: blue;}', '.c {color: green;}.d {color: black;}']);
  });

  it("keeps Emotion's element per rule outside production (not speedy)", async () => {
    const sheet = new TaskBatchedStyleSheet({ key: 'test', container: document.head, speedy: false });
    sheet.insert('.a { color: red; }');
    await nextTask();
    sheet.insert('.b { color: blue; }');
    sheet.insert('.c { color: green; }');
    expect(styleElements().map(cssOf)).toEqual(['.a { color: red; }', '.b { color: blue; }', '.c { color: green; }']);
  });

  it('does not start a new element for a task that inserts nothing', async () => {
    const sheet = new TaskBatchedStyleSheet({ key: 'test', container: document.head, speedy: true });
    sheet.insert('.a { color: red; }');
    await nextTask();
    await nextTask();
    expect(styleElements()).toHaveLength(1);
  });
});

describe('createAppEmotionCache', () => {
  it("writes the styles of a later task into a style element of their own, through Emotion's insert", async () => {
    const cache = createAppEmotionCache();
    expect(cache.key).toBe('css');
    expect(cache.sheet).toBeInstanceOf(TaskBatchedStyleSheet);
    cache.insert('.x', { name: 'x', styles: 'color: red;', next: undefined }, cache.sheet, true);
    await nextTask();
    cache.insert('.y', { name: 'y', styles: 'color: blue;', next: undefined }, cache.sheet, true);
    expect(cache.sheet.tags).toHaveLength(2);
    expect(cache.inserted).toMatchObject({ x: true, y: true });
    cache.sheet.flush();
  });
});
