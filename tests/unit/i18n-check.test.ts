/**
 * The i18n check (scripts/i18n-check.ts; docs/decisions.md, "Languages"): the catalogues agree with
 * English and the converted folders write no user-visible text outside them. The check is tested
 * on planted mistakes too, so a check that finds nothing cannot pass for one that works.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { rootDir } from '../../local/settings';
import { arabicPluralProblems, argumentsOf, catalogueProblems, CONVERTED_FOLDERS, findLiterals, literalsIn, readCatalogues } from '../../scripts/i18n-check';

describe('the catalogues', () => {
  it('has every English message id in every language, valid ICU, with the same arguments', () => {
    const catalogues = readCatalogues(rootDir);
    expect(Object.keys(catalogues).sort()).toEqual(['ar', 'en', 'es']);
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it('fails on a missing id, an extra id, a broken message and a changed argument', () => {
    const en = { 'a.one': 'Hello {name}', 'a.two': '{count, plural, one {# token} other {# tokens}}', 'a.three': 'Plain' };
    expect(
      catalogueProblems({
        en,
        es: { 'a.one': 'Hola {nombre}', 'a.two': '{count, plural, one {# token} other {# tokens}', 'a.four': 'Extra' },
      }),
    ).toEqual([
      'es: "a.three" is missing',
      'es: "a.one" uses {nombre}, en uses {name}',
      expect.stringMatching(/^es: "a\.two" is not valid ICU MessageFormat/),
      'es: "a.four" is not in the en catalogue',
    ]);
  });

  it('has the Arabic dual wherever English counts with a plural', () => {
    expect(arabicPluralProblems(readCatalogues(rootDir))).toEqual([]);
  });

  it('fails on an Arabic plural without its dual, on a figure before the dual, and on an English plural Arabic does not count', () => {
    const en = {
      'd.ended': 'Your streak ended after {missed, plural, one {# missed day} other {# missed days}}.',
      'd.count': '{n, plural, one {# day} other {# days}}',
      'd.more': '{count, plural, other {+# more}}',
      'd.ok': '{n, plural, one {# day} other {# days}}',
      'd.figure': '{n, plural, one {# day} other {# days}}',
    };
    const ar = {
      'd.ended': 'انتهت سلسلتك بعد {missed, plural, one {يوم فائت واحد} other {# يوم فائت}}.',
      'd.count': '{n} يوم',
      'd.more': '{count, plural, other {+# أخرى}}',
      'd.ok': '{n, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
      'd.figure': '{n, plural, zero {# يوم} one {يوم واحد} two {+# يوم} few {# أيام} many {# يومًا} other {# يوم}}',
    };
    expect(arabicPluralProblems({ en, ar })).toEqual([
      'ar: "d.ended" counts {missed} without a dual (two)',
      'ar: "d.count" does not count {n} (en has a plural)',
      'ar: "d.figure" writes a figure before the dual of {n} ("2 يوم" for "يومان")',
    ]);
  });

  it('reads arguments inside plural branches', () => {
    expect(argumentsOf('{count, plural, one {# from {name}} other {# from {name}}} {slot}')).toEqual(['count', 'name', 'slot']);
  });
});

describe('user-visible literals', () => {
  // It parses every file of the converted folders (about 2 s of CPU alone): its bound is a whole-tree
  // scan's, not a unit's 5 s, which a suite's build and typecheck running beside it pushed it past.
  it('finds none in the converted folders', () => {
    expect(literalsIn(rootDir)).toEqual([]);
  }, 60_000);

  it('finds JSX text, string children, visible props and toast texts, and leaves the rest', () => {
    const source = [
      "import { toast } from '@/lib/toast';",
      'export function Planted({ t }: { t: (id: string) => string }) {',
      "  toast({ title: 'Saved', description: t('x.saved'), status: 'success' });",
      '  return (',
      '    <div data-testid="planted" className="a-b">',
      '      Hard-coded words',
      "      {'In braces'}",
      '      <img alt="A picture" src="/x.png" />',
      '      <input placeholder={"Type here"} aria-label={t(\'x.label\')} />',
      '      <span title="Tip">{t(\'x.ok\')} · 42 %</span>',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(findLiterals(source, 'planted.tsx').map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '3: Saved',
      '6: Hard-coded words',
      '7: In braces',
      '8: A picture',
      '9: Type here',
      '10: Tip',
    ]);
  });

  it("finds plain strings a hook's toast, a failure or a form's check hands to the screen, and leaves message ids", () => {
    const source = [
      "import { shownT } from '@/i18n';",
      'export const useSave = () => useApiMutation({',
      '  success: (_, course) => ({ title: \'Course Updated\', description: `"${course.title}" was saved.` }),',
      "  failure: { title: shownT('cm.toast.error'), prefix: 'Could not save the course' },",
      '});',
      'export const check = (ok: boolean) =>',
      "  ok ? null : { ok: false, problem: { title: 'Missing Information', description: shownT('cm.check.title') } };",
      "export const moved = (up: boolean) => ({ title: up ? 'Moved Up' : 'cm.toast.down', description: 'cm.toast.movedText' });",
      "export const data = { id: 'call_scripts', status: 'success', fixed: shownT('cm.toast.removeFailed') };",
    ].join('\n');
    expect(findLiterals(source, 'planted-writes.ts').map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '3: Course Updated',
      '3: " … " was saved.',
      '4: Could not save the course',
      '7: Missing Information',
      '8: Moved Up / cm.toast.down',
    ]);
  });

  it('fails the check on a literal planted in a converted folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'mta-i18n-'));
    try {
      const folder = join(root, CONVERTED_FOLDERS[0]!);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'banner.tsx'), 'export const Banner = () => <p>Arabic: مرحبا</p>;\n');
      writeFileSync(join(folder, 'banner.test.tsx'), 'export const Test = () => <p>Tests may write text</p>;\n');
      expect(literalsIn(root, [CONVERTED_FOLDERS[0]!])).toEqual([{ file: `${CONVERTED_FOLDERS[0]}/banner.tsx`, line: 1, text: 'Arabic: مرحبا' }]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
