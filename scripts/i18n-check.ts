/**
 * The i18n check `npm test` runs (tests/unit/i18n-check.test.ts; docs/decisions.md, "Languages"):
 * - every catalogue of web/src/i18n/catalogues has exactly the English catalogue's message ids, each
 *   message is valid ICU MessageFormat, and it uses the same arguments as the English one;
 * - in the folders already converted (CONVERTED_FOLDERS, which later rounds extend), no user-visible
 *   text is written in the code: JSX text, string literals in JSX, the `title`, `aria-label`,
 *   `placeholder`, `alt` and `label` props, toasts' `title`/`description`, and plain strings (quoted or
 *   template) given as a `title`, `description`, `problem` or failure (`prefix`, `fixed`, `fallback`)
 *   anywhere: the toast a hook returns and the refusal a form's check returns reach the screen too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import ts from 'typescript';

/**
 * Folders and files (from the repository's root) whose screens speak through the catalogues only;
 * each round of the translation adds its own (docs/decisions.md, "Languages").
 */
export const CONVERTED_FOLDERS = [
  'web/src/features/landing',
  'web/src/features/language',
  'web/src/i18n',
  // Sign-in and sign-up: the forms, the invitation banner, their checks' and the server's messages (by the contract's
  // sentences and the refusals' codes); forgot and reset password.
  'web/src/features/auth/components/auth-card.tsx',
  'web/src/features/auth/components/auth-form.tsx',
  'web/src/features/auth/components/account-field.tsx',
  'web/src/features/auth/components/signup-form.tsx',
  'web/src/features/auth/components/invitation-banner.tsx',
  'web/src/features/auth/invitation-source.ts',
  'web/src/features/auth/components/forgot-password-form.tsx',
  'web/src/features/auth/components/reset-password-form.tsx',
  'web/src/features/auth/components/notice.tsx',
  'web/src/features/auth/components/form-problem.tsx',
  'web/src/features/auth/captcha/captcha-check.tsx',
  'web/src/features/auth/auth-messages.ts',
  'web/src/features/auth/auth-errors.ts',
  'web/src/features/auth/use-checked-form.ts',
  'web/src/features/auth/components/check-email.tsx',
  'web/src/features/auth/components/link-landing.tsx',
  'web/src/features/auth/link-fragment.ts',
  // The signed-in shell: header, menu, tab bar, skip link, offline status, loading, session-ended and error screens.
  'web/src/components/layouts',
  'web/src/components/errors',
  'web/src/components/offline-queue-status.tsx',
  'web/src/app/routes/root.tsx',
  'web/src/app/routes/route-error.tsx',
  'web/src/app/routes/not-found.tsx',
  'web/src/app/routes/screen-language.tsx',
  'web/src/app/session-ended.tsx',
  // The profile page.
  'web/src/features/profile',
  'web/src/app/routes/profile.tsx',
  'web/src/app/routes/forgot-password.tsx',
  'web/src/app/routes/reset-password.tsx',
  // The earnings calculator (/earnings): its controls, tiles, table, chart and every sentence set beside the income disclosure.
  'web/src/features/calculator',
  'web/src/app/routes/earnings.tsx',
  // The courses list (/courses): its cards, empty, loading and error states (course titles and descriptions are content; the fixed categories are message ids).
  'web/src/features/courses/components/courses-list.tsx',
  'web/src/features/courses/components/course-card.tsx',
  'web/src/features/courses/components/course-meta.tsx',
  'web/src/app/routes/courses.tsx',
  // Today (docs/product.md#dashboard): the hero, today's one action, the streak and its freezes, "More for today", Today's moments.
  'web/src/app/dashboard',
  'web/src/app/routes/dashboard.tsx',
  'web/src/app/moments.tsx',
  'web/src/components/ui/streak-freezes.tsx',
  // The celebrations' dialog (the moments' own words come from the screens that celebrate).
  'web/src/features/celebrations/components',
  'web/src/features/celebrations/celebration-store.ts',
  'web/src/features/celebrations/welcome.ts',
  'web/src/lib/error-text.ts',
  // The stations: the Quest Map, the mission modal and page (a station's title, description and lesson are content, in English until the content round).
  'web/src/features/missions',
  'web/src/app/routes/mission.tsx',
  'web/src/components/ui/query-state.tsx',
  'web/src/components/ui/modal-dialog.tsx',
  'web/src/components/ui/toast-list.tsx',
  'web/src/components/ui/progress-bar.tsx',
  // The League page: this week's league and the all-time board, the top coaches, the daily challenges (their titles and
  // descriptions are content, in English until the content round), the top coaches; the back link every panel page shares.
  'web/src/features/leaderboard',
  'web/src/features/challenges',
  'web/src/app/routes/league.tsx',
  'web/src/app/routes/panel-page.tsx',
  // The Rewards page: the catalogue (rewards' titles and descriptions are content), the redeem confirmation and its
  // celebration, claimed rewards (a pack's items and a refund's reason are content), station badges, the achievements.
  'web/src/features/rewards',
  'web/src/features/achievements',
  'web/src/app/routes/rewards.tsx',
  'web/src/lib/clipboard.ts',
  // My Team (/team) and the invite panel (/team, /invite): the team's totals and levels, the coaching queue and its cheer
  // form, the referral link, shares, the e-mail invitation and the referrals; the profile's sponsor e-mails and coaching
  // sections; the nudge opt-out page's words.
  'web/src/features/team',
  'web/src/features/invites',
  'web/src/features/coaching',
  'web/src/app/routes/team.tsx',
  'web/src/app/routes/invite.tsx',
  // The profile's Reminders section, the reminders' opt-out page and the route it shares with the nudges' (/unsubscribe),
  // and the offline queue's names for the actions it keeps.
  'web/src/features/reminders',
  'web/src/app/routes/unsubscribe.tsx',
  'web/src/lib/action-labels.ts',
  // The admin's start page (/admin), Insights (/insights: its reports' notes, tables, CSV headers and charts' labels) and
  // the install prompt learners see on Today.
  'web/src/app/admin',
  'web/src/app/routes/admin.tsx',
  'web/src/features/insights',
  'web/src/app/routes/insights.tsx',
  'web/src/features/install',
  // The content manager (/content-manager): every section, form, list, dialog, toast and the Translations section in the
  // admin's language; content (course titles, questions, rewards' texts) as entered, the forms editing the English source.
  'web/src/features/content-manager',
  'web/src/app/routes/content-manager.tsx',
];

export const CATALOGUE_DIR = 'web/src/i18n/catalogues';
export const SOURCE_CATALOGUE = 'en';

const VISIBLE_PROPS = new Set(['title', 'aria-label', 'placeholder', 'alt', 'label']);
const TOAST_FIELDS = new Set(['title', 'description']);
/**
 * Fields of a plain object whose string reaches the screen wherever the object is built: a toast's words
 * returned by a hook's `success`, a failure's (use-api-mutation.ts), a form check's refusal (`problem`).
 */
const SHOWN_FIELDS = new Set([...TOAST_FIELDS, 'problem', 'prefix', 'fixed', 'fallback']);
/** Text a reader reads: a letter of any script. Punctuation, digits and symbols alone are not. */
const WORDS = /\p{L}/u;
/** A catalogue's message id ("cm.toast.saved"), which a field may hold to be translated where it is shown: not words. */
const MESSAGE_ID = /^[a-z][\w-]*(\.[\w-]+)+$/;

export interface Literal {
  file: string;
  line: number;
  text: string;
}

function visibleText(text: string): boolean {
  return WORDS.test(text);
}

/** The user-visible literals of one .tsx/.ts source. */
export function findLiterals(source: string, file: string): Literal[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    if (visibleText(text)) found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text: text.trim() });
  };
  const stringOf = (node: ts.Node | undefined): string | null =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
  /** A string's words, a template's too (its fixed parts: `"${title}" was saved.` is words). */
  const wordsOf = (node: ts.Node | undefined): string | null => {
    if (node && ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
    if (node && ts.isConditionalExpression(node)) return [wordsOf(node.whenTrue), wordsOf(node.whenFalse)].filter((text) => text !== null).join(' / ') || null;
    if (node && ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return wordsOf(node.right);
    return stringOf(node);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = stringOf(node.expression);
      if (text !== null) add(node, text);
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      const text = stringOf(value) ?? (value && ts.isJsxExpression(value) ? stringOf(value.expression) : null);
      if (text !== null) add(node, text);
    } else if (
      ts.isPropertyAssignment(node) &&
      ts.isObjectLiteralExpression(node.parent) &&
      SHOWN_FIELDS.has(node.name.getText(sourceFile)) &&
      !(ts.isCallExpression(node.parent.parent) && /(^|\.)toast$/.test(node.parent.parent.expression.getText(sourceFile)))
    ) {
      const text = wordsOf(node.initializer);
      if (text !== null && !MESSAGE_ID.test(text)) add(node, text);
    } else if (ts.isCallExpression(node) && /(^|\.)toast$/.test(node.expression.getText(sourceFile))) {
      const [input] = node.arguments;
      if (input && ts.isObjectLiteralExpression(input)) {
        for (const property of input.properties) {
          if (ts.isPropertyAssignment(property) && TOAST_FIELDS.has(property.name.getText(sourceFile))) {
            const text = stringOf(property.initializer);
            if (text !== null) add(property, text);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sourceFiles(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every user-visible literal in the converted folders under `root`. */
export function literalsIn(root: string, folders: readonly string[] = CONVERTED_FOLDERS): Literal[] {
  return folders.flatMap((folder) => sourceFiles(join(root, folder)).flatMap((path) => findLiterals(readFileSync(path, 'utf8'), relative(root, path))));
}

export type Catalogue = Record<string, string>;

/** The names of a message's arguments (`{name}`, `{count, plural, …}`, nested ones too). */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** What is wrong with the catalogues, as sentences (empty when nothing is). */
export function catalogueProblems(catalogues: Record<string, Catalogue>, source = SOURCE_CATALOGUE): string[] {
  const english = catalogues[source];
  if (!english) return [`there is no ${source} catalogue`];
  const problems: string[] = [];
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    for (const id of Object.keys(english)) if (!(id in catalogue)) problems.push(`${locale}: "${id}" is missing`);
    for (const [id, message] of Object.entries(catalogue)) {
      if (!(id in english)) {
        problems.push(`${locale}: "${id}" is not in the ${source} catalogue`);
        continue;
      }
      let names: string[];
      try {
        names = argumentsOf(message);
      } catch (error) {
        problems.push(`${locale}: "${id}" is not valid ICU MessageFormat (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      const expected = argumentsOf(english[id] ?? '');
      if (names.join() !== expected.join()) problems.push(`${locale}: "${id}" uses {${names.join(', ')}}, ${source} uses {${expected.join(', ')}}`);
    }
  }
  return problems;
}

/** The plural arguments of a message with their branches' keys (`one`, `other`, `=0`, …), nested ones too. */
function pluralsOf(message: string): Array<{ arg: string; keys: string[] }> {
  const found: Array<{ arg: string; keys: string[] }> = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'plural' && token.type !== 'select') continue;
      if (token.type === 'plural') found.push({ arg: token.arg, keys: token.cases.map((branch) => branch.key) });
      for (const branch of token.cases) walk(branch.tokens);
    }
  };
  walk(parse(message));
  return found;
}

/**
 * Arabic counts in six forms (zero, one, two, few, many, other; docs/decisions.md, "Languages"):
 * where English's words change with a count (a `one` beside its `other`), the Arabic message counts
 * the same argument and has at least its dual (`two`), which "# يوم" in `other` alone writes wrong
 * ("2 يوم" for "يومين").
 */
export function arabicPluralProblems(catalogues: Record<string, Catalogue>, source = SOURCE_CATALOGUE): string[] {
  const english = catalogues[source] ?? {};
  const arabic = catalogues.ar ?? {};
  const problems: string[] = [];
  for (const [id, message] of Object.entries(english)) {
    const translated = arabic[id];
    if (translated === undefined) continue;
    for (const { arg, keys } of pluralsOf(message)) {
      if (!keys.some((key) => key !== 'other' && !key.startsWith('='))) continue;
      const counted = pluralsOf(translated).filter((plural) => plural.arg === arg);
      if (counted.length === 0) problems.push(`ar: "${id}" does not count {${arg}} (${source} has a plural)`);
      else if (counted.some((plural) => !plural.keys.includes('two'))) problems.push(`ar: "${id}" counts {${arg}} without a dual (two)`);
    }
  }
  for (const [id, message] of Object.entries(arabic)) {
    for (const arg of figureBeforeDual(message)) problems.push(`ar: "${id}" writes a figure before the dual of {${arg}} ("2 يوم" for "يومان")`);
  }
  return problems;
}

/** The text of a plural branch, `#` kept, nested arguments as `{name}`. */
function branchText(tokens: readonly Token[]): string {
  return tokens.map((token) => (token.type === 'content' ? token.value : token.type === 'octothorpe' ? '#' : `{${token.arg}}`)).join('');
}

const FIGURE_THEN_WORD = /#\s*((?:\p{L}|\p{M})+)/u;

/**
 * The plural arguments whose dual writes the figure before the word `other` counts with ("# يوم" in
 * both `two` and `other`: "2 يوم"): Arabic's dual is its own word, "يومان", with no figure before it.
 */
function figureBeforeDual(message: string): string[] {
  const found: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'plural' && token.type !== 'select') continue;
      if (token.type === 'plural') {
        const word = (key: string) => FIGURE_THEN_WORD.exec(branchText(token.cases.find((branch) => branch.key === key)?.tokens ?? []))?.[1];
        const dual = word('two');
        if (dual !== undefined && dual === word('other')) found.push(token.arg);
      }
      for (const branch of token.cases) walk(branch.tokens);
    }
  };
  walk(parse(message));
  return found;
}

/** The parts of each language's catalogue: the landing page's and every screen's, and the signed-in screens' (web/src/i18n/i18n.ts). */
export const CATALOGUE_PARTS = ['', 'app'];

function readPart(dir: string): Record<string, Catalogue> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, name), 'utf8')) as Catalogue]),
  );
}

/** Each language's messages, its parts merged (an id in two parts of one language is refused). */
export function readCatalogues(root: string): Record<string, Catalogue> {
  const merged: Record<string, Catalogue> = {};
  for (const part of CATALOGUE_PARTS) {
    for (const [locale, catalogue] of Object.entries(readPart(join(root, CATALOGUE_DIR, part)))) {
      const into = (merged[locale] ??= {});
      for (const [id, message] of Object.entries(catalogue)) {
        if (id in into) throw new Error(`${locale}: "${id}" is in two parts of the catalogue`);
        into[id] = message;
      }
    }
  }
  return merged;
}
