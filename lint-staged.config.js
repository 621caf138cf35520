// The pre-commit hook (simple-git-hooks, package.json; installed by `npm ci` / `npm install` through
// the `prepare` script) runs lint-staged on the staged files only: Prettier writes them (what it
// changes is staged with the commit), ESLint checks the web, local-stack, test and script code, and
// deno lint the edge functions. The full checks stay in `npm run lint` and `npm test`
// (README, "Tests": which command when).
const DENO = /^(supabase\/functions|local\/functions-runtime)\//;
const VENDORED = /^supabase\/functions\/_shared\/vendor\//;
const relative = (files) => files.map((file) => file.slice(process.cwd().length + 1));

export default {
  '*': 'prettier --write --ignore-unknown',
  '*.{ts,tsx,js,mjs,cjs}': (absolute) => {
    const files = relative(absolute);
    const node = files.filter((file) => !DENO.test(file));
    const deno = files.filter((file) => DENO.test(file) && !VENDORED.test(file) && /\.ts$/.test(file));
    return [
      ...(node.length > 0 ? [`eslint --max-warnings=0 --no-warn-ignored ${node.join(' ')}`] : []),
      ...(deno.length > 0 ? [`deno lint --quiet ${deno.join(' ')}`] : []),
    ];
  },
};
