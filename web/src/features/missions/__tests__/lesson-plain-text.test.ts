import { describe, expect, it } from 'vitest';

import { lessonPlainText } from '../lesson-plain-text';

describe('a lesson as plain text while its renderer loads', () => {
  it('takes off the Markdown marks and keeps the words, line by line', () => {
    const markdown = [
      '### Step 1: Write your why',
      '',
      '**Practice:** take _two_ minutes, *now*.',
      '',
      '- Where I was',
      '* Where I am heading',
      '1. First',
      '> A quote',
      '[a link](https://example.com) and ![a picture](x.png) <b>bold</b>',
    ].join('\n');
    expect(lessonPlainText(markdown).split('\n')).toEqual([
      'Step 1: Write your why',
      '',
      'Practice: take two minutes, now.',
      '',
      '• Where I was',
      '• Where I am heading',
      '1. First',
      'A quote',
      'a link and a picture bold',
    ]);
  });

  it('leaves plain text as it is', () => {
    expect(lessonPlainText('Write it down.\nThen read it aloud: 2 * 3 = 6.')).toBe('Write it down.\nThen read it aloud: 2 * 3 = 6.');
  });
});
