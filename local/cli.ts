/**
 * npm start | npm run dev | npm run reset — the local stack in the foreground.
 * Ctrl-C or SIGTERM stops every process it started.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { settingsFromEnv, type StackSettings } from './settings';
import { startStack, StackStartError, type RunningStack } from './stack';

function runningPid(stackDir: string): number | undefined {
  const file = join(stackDir, 'stack.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function start(settings: StackSettings): Promise<void> {
  const other = runningPid(settings.stackDir);
  if (other && other !== process.pid) {
    console.error(`A stack is already running from ${settings.stackDir} (pid ${other}). Stop it first, or set STACK_DIR.`);
    process.exit(1);
  }
  const began = Date.now();
  let stack: RunningStack;
  try {
    stack = await startStack(settings);
  } catch (error) {
    console.error(`\n✗ The stack did not start. ${error instanceof StackStartError ? error.message : String(error)}`);
    console.error(`  Full log: ${join(settings.stackDir, 'stack.log')}`);
    process.exit(1);
  }
  writeFileSync(join(settings.stackDir, 'stack.pid'), String(process.pid));
  const { info, project } = stack;
  const functions = project.functions.map((name) => `/functions/v1/${name}`).join(', ') || 'none';
  console.log(`
${project.name} is up (${((Date.now() - began) / 1000).toFixed(1)} s):
  App          ${settings.web === 'none' ? 'not served' : info.appUrl}${settings.web === 'dev' ? '   (Vite dev server, HMR)' : ''}
  API          ${info.apiUrl}   (auth /auth/v1, storage /storage/v1, realtime /realtime/v1, functions ${functions})
  Database     ${info.dbUrl}
  Inbox        ${info.inboxUrl}   (every e-mail the app sends)
  Sign-up      e-mail confirmation ${info.authConfirmations ? 'ON: new users follow the link in the inbox before they can log in' : 'off (AUTH_CONFIRMATIONS=on npm start turns it on)'}
  Publishable  ${info.publishableKey}   (the app's key; legacy anon JWT and both secret keys in stack.json)
  Keys and URLs are in ${relative(process.cwd(), join(settings.stackDir, 'stack.json')) || 'stack.json'}. Ctrl-C stops everything.`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the stack…`);
    // A server being closed may still reject late (Vite's dependency optimiser stopped in the middle
    // of its first run, in a fresh checkout): the stack is going anyway, so that is logged, not a crash
    // that would end the process with code 1 before every child has stopped.
    const late = (error: unknown) => console.error(`while stopping: ${error instanceof Error ? error.message : String(error)}`);
    process.on('unhandledRejection', late);
    process.on('uncaughtException', late);
    stack
      .stop()
      .catch((error: unknown) => console.error(String(error)))
      .finally(() => {
        rmSync(join(settings.stackDir, 'stack.pid'), { force: true });
        console.log('stopped.');
        process.exit(0);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));
  // npm exits on SIGTERM without passing it on; when whoever started us goes away, stop too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown('parent process exited');
  }, 500).unref();
}

function reset(settings: StackSettings): void {
  const pid = runningPid(settings.stackDir);
  if (pid) {
    console.error(`A stack is running from ${settings.stackDir} (pid ${pid}); stop it before resetting.`);
    process.exit(1);
  }
  if (!existsSync(settings.stackDir)) {
    console.log(`Nothing to reset: ${settings.stackDir} does not exist.`);
    return;
  }
  console.log(`Deleting ${settings.stackDir}: the local database (all users, progress and content),`);
  console.log('the signing keys (issued tokens stop working) and the stack log. The next start seeds demo content again.');
  rmSync(settings.stackDir, { recursive: true, force: true });
  console.log('Done.');
}

const command = process.argv[2];
switch (command) {
  case 'start':
    await start(settingsFromEnv());
    break;
  case 'dev':
    await start(settingsFromEnv({ web: 'dev' }));
    break;
  case 'reset':
    reset(settingsFromEnv());
    break;
  default:
    console.error('usage: tsx local/cli.ts start|dev|reset');
    process.exit(2);
}
