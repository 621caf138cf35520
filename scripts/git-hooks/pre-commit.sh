#!/bin/sh
# The pre-commit hook's body (README, "Tests": which command when; docs/decisions.md, "The pre-commit
# hook"). simple-git-hooks writes one hook into the repository's hooks folder, which every git
# worktree of the repository shares; that hook runs this file only when the worktree committing has
# it, so a worktree on another branch commits as if there were no hook. Here, only when this
# worktree's `npm ci` installed lint-staged: Prettier writes the staged files and ESLint / deno lint
# check them (lint-staged.config.js).
set -eu
if [ ! -x node_modules/.bin/lint-staged ]; then
  echo 'pre-commit: lint-staged is not installed in this worktree (npm ci installs it): staged files not checked'
  exit 0
fi
# A merge commit stages the other branch's files, checked where they were written; the merge is
# checked whole by npm run lint / npm test.
if git rev-parse -q --verify MERGE_HEAD >/dev/null; then
  echo 'pre-commit: a merge: staged files not checked (npm run lint checks the result)'
  exit 0
fi
# --no-stash: lint-staged's backup stash lives in refs/stash, which all worktrees share, so two
# worktrees committing at once could restore each other's backup. Without it a failed check leaves
# the formatted files in the work tree (nothing is lost); unstaged parts of a partially staged file
# are still kept out of the commit.
exec node_modules/.bin/lint-staged --no-stash
