// The pre-commit hook (simple-git-hooks, package.json; installed by `npm ci` / `npm install` through
// the `prepare` script; scripts/git-hooks/pre-commit.sh) runs lint-staged on the staged files only:
// Prettier writes them (what it changes is staged with the commit), then ESLint checks the web,
// local-stack, test and script code, and deno lint the edge functions. One glob, so the commands on a
// file run one after the other (lint-staged runs different globs at once: ESLint could read a file
// Prettier is writing). The full checks stay in `npm run lint` and `npm test` (README, "Tests": which
// command when).
const DENO = /^(supabase\/functions|local\/functions-runtime)\//;
const VENDORED = /^supabase\/functions\/_shared\/vendor\//;
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const quoted = (files) => files.map((file) => JSON.stringify(file)).join(' ');

export default {
  '*': (absolute) => {
    const files = absolute.map((file) => file.slice(process.cwd().length + 1));
    const node = files.filter((file) => CODE.test(file) && !DENO.test(file));
    const deno = files.filter((file) => DENO.test(file) && !VENDORED.test(file) && file.endsWith('.ts'));
    return [
      `prettier --write --ignore-unknown ${quoted(files)}`,
      ...(node.length > 0 ? [`eslint --max-warnings=0 --no-warn-ignored ${quoted(node)}`] : []),
      ...(deno.length > 0 ? [`deno lint --quiet ${quoted(deno)}`] : []),
    ];
  },
};
