/**
 * The layout every schema file keeps (docs/database.md#schema-file-layout): its top-level statements
 * in one section order, no `alter table` that the `create table` can say, no rows, a header that
 * names the order, and at most 600 lines. The statements come from PostgreSQL's own parser
 * (libpg-query), so dollar-quoted bodies, strings and comments never look like statements.
 */
import { loadModule, parseSync } from 'libpg-query';

/** The sections, in the order a file holds them. */
export const SECTIONS = ['types', 'tables', 'indexes', 'functions', 'triggers', 'policies', 'grants'] as const;
export type Section = (typeof SECTIONS)[number];

/** The line every file's header carries. */
export const ORDER_LINE = `-- Sections: ${SECTIONS.join(', ')} (docs/database.md#schema-file-layout).`;

export const MAX_LINES = 600;

/** One top-level statement: where it starts (1-based line of its first keyword) and its first line. */
export interface Statement {
  line: number;
  text: string;
  kind: string;
  node: Record<string, unknown>;
}

type Placement = { section: Section } | { refused: string };

interface RawStatement {
  stmt: Record<string, Record<string, unknown>>;
  stmt_location?: number;
  stmt_len?: number;
}

let loaded: Promise<void> | undefined;
/** Loads the parser (WebAssembly) once; call before `schemaStatements`. */
export function loadSqlParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

/**
 * The top-level statements of `sql`, each with the line its first keyword is on. The parser's
 * locations count UTF-8 bytes, so the text is cut as bytes.
 */
export function schemaStatements(sql: string): Statement[] {
  const parsed = parseSync(sql) as { stmts?: RawStatement[] };
  const bytes = Buffer.from(sql, 'utf8');
  return (parsed.stmts ?? []).map((raw) => {
    const start = raw.stmt_location ?? 0;
    const end = raw.stmt_len === undefined || raw.stmt_len === 0 ? bytes.length : start + raw.stmt_len;
    const before = bytes.subarray(0, start).toString('utf8');
    const source = bytes.subarray(start, end).toString('utf8');
    // The statement's source begins after the previous semicolon: skip the blank lines and comments before it.
    const leading = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(source)?.[0] ?? '';
    const [kind, node] = Object.entries(raw.stmt)[0] ?? ['unknown', {}];
    return {
      line: (before + leading).split('\n').length,
      text: (source.slice(leading.length).split('\n')[0] ?? '').trim(),
      kind,
      node,
    };
  });
}

const byKind: Record<string, Section> = {
  CreateSchemaStmt: 'types',
  CreateExtensionStmt: 'types',
  CreateEnumStmt: 'types',
  CompositeTypeStmt: 'types',
  CreateDomainStmt: 'types',
  CreateRangeStmt: 'types',
  CreateStmt: 'tables',
  CreateSeqStmt: 'tables',
  // Which of a table's changes Realtime publishes is said beside the table.
  AlterPublicationStmt: 'tables',
  IndexStmt: 'indexes',
  CreateFunctionStmt: 'functions',
  // A view is a stored query: it may call a function, and a function may read it, so views sit
  // among the functions, each after what it uses.
  ViewStmt: 'functions',
  CreateTrigStmt: 'triggers',
  CreateEventTrigStmt: 'triggers',
  CreatePolicyStmt: 'policies',
  GrantStmt: 'grants',
  GrantRoleStmt: 'grants',
  AlterDefaultPrivilegesStmt: 'grants',
};

const commentedObject: Record<string, Section> = {
  OBJECT_SCHEMA: 'types',
  OBJECT_EXTENSION: 'types',
  OBJECT_TYPE: 'types',
  OBJECT_DOMAIN: 'types',
  OBJECT_TABLE: 'tables',
  OBJECT_SEQUENCE: 'tables',
  OBJECT_TABCONSTRAINT: 'tables',
  OBJECT_INDEX: 'indexes',
  OBJECT_FUNCTION: 'functions',
  OBJECT_PROCEDURE: 'functions',
  OBJECT_VIEW: 'functions',
  OBJECT_TRIGGER: 'triggers',
  OBJECT_POLICY: 'policies',
};

const rowsAreData = 'rows and cron jobs are data, which the diff does not see: write them in a hand-written migration (docs/database.md#data)';

type NameList = { String?: { sval?: string } }[];

function qualifiedName(names: unknown): string {
  const parts = ((names as NameList | undefined) ?? []).map((item) => item.String?.sval ?? '');
  return (parts.length === 1 ? ['public', ...parts] : parts).join('.');
}

/** The `schema.name` a column comment names, to tell a view's column from a table's. */
function commentedRelation(node: Record<string, unknown>): string | undefined {
  const names = (node.object as { List?: { items?: NameList } } | undefined)?.List?.items;
  return names && names.length >= 2 ? qualifiedName(names.slice(0, -1)) : undefined;
}

/** The functions the file's tables call in a check constraint or a default (`schema.name`). */
export function functionsTablesCall(statements: readonly Statement[]): Set<string> {
  const called = new Set<string>();
  for (const statement of statements.filter((s) => s.kind === 'CreateStmt')) {
    JSON.stringify(statement.node, (key, value: unknown) => {
      if (key === 'FuncCall') called.add(qualifiedName((value as { funcname?: unknown }).funcname));
      return value;
    });
  }
  return called;
}

function relationName(relation: unknown): string {
  const rel = relation as { schemaname?: string; relname?: string } | undefined;
  return `${rel?.schemaname ?? 'public'}.${rel?.relname ?? ''}`;
}

/** Where a statement belongs, or why it has no place in a schema file. */
export function placement(statement: Statement, views: ReadonlySet<string>, tableFunctions: ReadonlySet<string>): Placement {
  const { kind, node } = statement;
  // A function a table's check or default calls must exist before the table: it says what a value
  // may be, like a domain, so it sits in the types section.
  if (kind === 'CreateFunctionStmt' && tableFunctions.has(qualifiedName(node.funcname))) return { section: 'types' };
  if (kind === 'AlterTableStmt') {
    const commands = ((node.cmds as { AlterTableCmd?: { subtype?: string } }[] | undefined) ?? []).map((cmd) => cmd.AlterTableCmd?.subtype);
    if (commands.length > 0 && commands.every((sub) => sub === 'AT_EnableRowSecurity' || sub === 'AT_ForceRowSecurity')) {
      return { section: 'policies' };
    }
    if (commands.includes('AT_AddColumn')) return { refused: '`alter table … add column`: fold the column into its `create table`' };
    return { refused: '`alter table` other than row level security: say it in the `create table`' };
  }
  if (kind === 'CommentStmt') {
    const objtype = String(node.objtype);
    if (
      objtype === 'OBJECT_FUNCTION' &&
      tableFunctions.has(qualifiedName((node.object as { ObjectWithArgs?: { objname?: unknown } }).ObjectWithArgs?.objname))
    ) {
      return { section: 'types' };
    }
    if (objtype === 'OBJECT_COLUMN') {
      const relation = commentedRelation(node);
      return { section: relation !== undefined && views.has(relation) ? 'functions' : 'tables' };
    }
    const section = commentedObject[objtype];
    return section ? { section } : { refused: `a comment on ${objtype} has no section yet: add it to scripts/db/schema-layout.ts` };
  }
  if (kind === 'InsertStmt' || kind === 'UpdateStmt' || kind === 'DeleteStmt' || kind === 'SelectStmt' || kind === 'DoStmt') {
    return { refused: rowsAreData };
  }
  const section = byKind[kind];
  return section ? { section } : { refused: `${kind} has no section yet: add it to scripts/db/schema-layout.ts and docs/database.md` };
}

/** Each way `sql` breaks the layout, as `<file>:<line>: <statement> — <rule>`; empty when it keeps it. */
export function layoutProblems(file: string, sql: string): string[] {
  const problems: string[] = [];
  const lines = sql.endsWith('\n') ? sql.split('\n').length - 1 : sql.split('\n').length;
  if (lines > MAX_LINES) {
    problems.push(`${file}: ${lines} lines, more than ${MAX_LINES}: split it into files by concern`);
  }
  const header = /^(?:--[^\n]*\n)+/.exec(sql)?.[0] ?? '';
  if (!header.split('\n').includes(ORDER_LINE)) {
    problems.push(`${file}:1: the header comment must describe the file and end its opening lines with\n  ${ORDER_LINE}`);
  }
  const views = new Set<string>();
  const statements = schemaStatements(sql);
  const tableFunctions = functionsTablesCall(statements);
  let furthest: { section: Section; statement: Statement } | undefined;
  for (const statement of statements) {
    if (statement.kind === 'ViewStmt') views.add(relationName(statement.node.view));
    const place = placement(statement, views, tableFunctions);
    const where = `${file}:${statement.line}: ${statement.text}`;
    if ('refused' in place) {
      problems.push(`${where} — ${place.refused}`);
      continue;
    }
    if (furthest && SECTIONS.indexOf(place.section) < SECTIONS.indexOf(furthest.section)) {
      problems.push(`${where} — ${place.section} after ${furthest.section} (line ${furthest.statement.line}); ` + `the order is ${SECTIONS.join(', ')}`);
    } else {
      furthest = { section: place.section, statement };
    }
  }
  return problems;
}
