/**
 * The part of Go's templates that GoTrue renders the auth e-mails with (subject and body, each
 * parsed by html/template with the mail's data: ConfirmationURL, Token, Email, `Data` = the user's
 * metadata…), as far as this project's templates use it (docs/decisions.md, "Languages"):
 *
 * - `{{ .Name }}`, `{{ .Data.key }}`: a value, escaped by the caller's `escape`; a missing key or a
 *   null prints nothing (html/template skips an untyped nil);
 * - `{{ if P }} … {{ else if P }} … {{ else }} … {{ end }}`, where P is a value (Go's truth: false,
 *   0, "", null, a missing key and an empty object or list are false) or `eq A B…` / `ne A B` /
 *   `not A` on values and "strings" (or `raw strings`);
 * - `{{/* comments *\/}}` and the `{{- ` / ` -}}` trim markers.
 *
 * `eq` is Go's: a missing key or null equals nothing (`{{ if eq .Data.locale "es" }}` is false for a
 * user without a locale), and a value of another kind (a number, true, an object against a string)
 * is an error, which fails the mail as it fails GoTrue's. Anything else (pipes, variables,
 * parentheses, range, with, define) is refused when the template is read, so a template this stack
 * cannot render as hosted does stops the start instead of mailing something else.
 */

export class TemplateError extends Error {}

type Operand = { kind: 'field'; path: string[] } | { kind: 'string'; value: string };
type Pipeline = { kind: 'value'; operand: Operand } | { kind: 'call'; fn: 'eq' | 'ne' | 'not'; args: Operand[] };
type Node = { kind: 'text'; text: string } | { kind: 'print'; pipeline: Pipeline } | { kind: 'if'; branches: Branch[]; otherwise: Node[] };
interface Branch {
  condition: Pipeline;
  body: Node[];
}

export type TemplateData = Record<string, unknown>;
export type CompiledTemplate = (data: TemplateData, escape: (text: string) => string) => string;

const ACTION = /\{\{(-[ \t\r\n])?([\s\S]*?)([ \t\r\n]-)?\}\}/g;
const FIELD = /^(?:\.[A-Za-z_][A-Za-z0-9_]*)+$/;
const TOKEN = /"(?:[^"\\]|\\.)*"|`[^`]*`|\S+/g;

function operand(token: string): Operand {
  if (token === '.') return { kind: 'field', path: [] };
  if (FIELD.test(token)) return { kind: 'field', path: token.slice(1).split('.') };
  if (token.startsWith('"')) {
    try {
      return { kind: 'string', value: JSON.parse(token) as string };
    } catch {
      throw new TemplateError(`unsupported string ${token}`);
    }
  }
  if (token.startsWith('`') && token.endsWith('`') && token.length >= 2) return { kind: 'string', value: token.slice(1, -1) };
  throw new TemplateError(`unsupported operand ${token} (this stack renders fields, strings, eq, ne and not)`);
}

function pipeline(text: string): Pipeline {
  const tokens = text.match(TOKEN) ?? [];
  const [first, ...rest] = tokens;
  if (first === undefined) throw new TemplateError('missing value for command');
  if (first === 'eq' || first === 'ne' || first === 'not') {
    const wanted = first === 'eq' ? rest.length >= 2 : first === 'ne' ? rest.length === 2 : rest.length === 1;
    if (!wanted) throw new TemplateError(`wrong number of arguments for ${first}`);
    return { kind: 'call', fn: first, args: rest.map(operand) };
  }
  if (rest.length > 0) throw new TemplateError(`unsupported pipeline {{ ${text} }}`);
  return { kind: 'value', operand: operand(first) };
}

/** Text and actions, with the trim markers applied to the text beside them. */
function pieces(source: string): Array<{ text: string } | { action: string }> {
  const out: Array<{ text: string } | { action: string }> = [];
  let last = 0;
  let trimNext = false;
  for (const match of source.matchAll(ACTION)) {
    let text = source.slice(last, match.index);
    if (trimNext) text = text.replace(/^[ \t\r\n]+/, '');
    if (match[1]) text = text.replace(/[ \t\r\n]+$/, '');
    if (text) out.push({ text });
    out.push({ action: (match[2] ?? '').trim() });
    trimNext = Boolean(match[3]);
    last = match.index + match[0].length;
  }
  let tail = source.slice(last);
  if (trimNext) tail = tail.replace(/^[ \t\r\n]+/, '');
  if (tail.includes('{{')) throw new TemplateError('unclosed action');
  if (tail) out.push({ text: tail });
  return out;
}

export function parseTemplate(source: string): Node[] {
  const root: Node[] = [];
  // Open ifs: the list their next nodes go to.
  const stack: Array<{ node: Extract<Node, { kind: 'if' }>; into: Node[]; sawElse: boolean }> = [];
  let into = root;
  for (const piece of pieces(source)) {
    if ('text' in piece) {
      into.push({ kind: 'text', text: piece.text });
      continue;
    }
    const action = piece.action;
    if (action.startsWith('/*')) {
      if (!action.endsWith('*/')) throw new TemplateError('unclosed comment');
      continue;
    }
    const [word = ''] = action.split(/\s+/, 1);
    const open = stack.at(-1);
    if (word === 'if') {
      const node: Extract<Node, { kind: 'if' }> = { kind: 'if', branches: [{ condition: pipeline(action.slice(2)), body: [] }], otherwise: [] };
      into.push(node);
      stack.push({ node, into, sawElse: false });
      into = node.branches[0]!.body;
    } else if (word === 'else') {
      if (!open || open.sawElse) throw new TemplateError('unexpected {{ else }}');
      const rest = action.slice(4).trim();
      if (rest === '') {
        open.sawElse = true;
        into = open.node.otherwise;
      } else if (rest.startsWith('if ')) {
        const branch = { condition: pipeline(rest.slice(3)), body: [] };
        open.node.branches.push(branch);
        into = branch.body;
      } else {
        throw new TemplateError(`unsupported {{ ${action} }}`);
      }
    } else if (word === 'end') {
      if (!open || action !== 'end') throw new TemplateError(`unexpected {{ ${action} }}`);
      stack.pop();
      into = open.into;
    } else if (['range', 'with', 'define', 'template', 'block', 'break', 'continue'].includes(word) || action.startsWith('$')) {
      throw new TemplateError(`unsupported {{ ${action} }} (this stack renders values, if, else if, else and end)`);
    } else {
      into.push({ kind: 'print', pipeline: pipeline(action) });
    }
  }
  if (stack.length > 0) throw new TemplateError('unexpected EOF: an {{ if }} has no {{ end }}');
  return root;
}

function valueOf(operand: Operand, data: TemplateData): unknown {
  if (operand.kind === 'string') return operand.value;
  let current: unknown = data;
  for (const name of operand.path) {
    if (current === undefined || current === null) return undefined;
    if (typeof current !== 'object' || Array.isArray(current)) throw new TemplateError(`can't evaluate field ${name} in type ${typeof current}`);
    current = Object.hasOwn(current, name) ? (current as Record<string, unknown>)[name] : undefined;
  }
  return current;
}

type Kind = 'invalid' | 'string' | 'number' | 'boolean' | 'other';
function kindOf(value: unknown): Kind {
  if (value === undefined || value === null) return 'invalid';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'other';
}

/** Go's truth: false, 0, "", nil, a missing key, an empty map or slice are false. */
function truth(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

/** Go's eq: true when the first equals any other; an invalid (missing) value equals nothing; kinds that differ are an error. */
function eq(first: unknown, others: unknown[]): boolean {
  const k1 = kindOf(first);
  for (const other of others) {
    const k2 = kindOf(other);
    if (k1 !== k2) {
      if (k1 !== 'invalid' && k2 !== 'invalid') throw new TemplateError('error calling eq: incompatible types for comparison');
      continue;
    }
    if (k1 === 'invalid' || k1 === 'other') throw new TemplateError('error calling eq: non-comparable types');
    if (first === other) return true;
  }
  return false;
}

function evaluate(pipe: Pipeline, data: TemplateData): unknown {
  if (pipe.kind === 'value') return valueOf(pipe.operand, data);
  const args = pipe.args.map((arg) => valueOf(arg, data));
  if (pipe.fn === 'not') return !truth(args[0]);
  const equal = eq(args[0], args.slice(1));
  return pipe.fn === 'eq' ? equal : !equal;
}

function render(nodes: Node[], data: TemplateData, escape: (text: string) => string): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'print') {
      const value = evaluate(node.pipeline, data);
      // html/template prints nothing for a missing key or nil; objects are not printed here.
      if (value !== undefined && value !== null && typeof value !== 'object') out += escape(String(value));
    } else {
      const branch = node.branches.find((candidate) => truth(evaluate(candidate.condition, data)));
      out += render(branch ? branch.body : node.otherwise, data, escape);
    }
  }
  return out;
}

/** Parses `source` now (a TemplateError for what this stack does not render) and returns its renderer. */
export function compileTemplate(source: string): CompiledTemplate {
  const nodes = parseTemplate(source);
  return (data, escape) => render(nodes, data, escape);
}
