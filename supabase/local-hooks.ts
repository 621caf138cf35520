/**
 * Money Train Academy's part of the local stack (local/project-hooks.ts; docs/architecture.md): what
 * this project needs locally beyond what the stack gives any Supabase project.
 *
 *   after the migrations   the disposable-domain list (every start; a no-op once this version is in)
 *   after seed.sql         the demo files in Storage, linked to the seeded courses (first start)
 *   function secrets       SMTP (the stack's mail catcher), the site URL, the VAPID pair, the
 *                          reminders' cron secret, the test stacks' push-service origin, ALLOWED_ORIGINS
 *   once the gateway is up the reminders' pg_cron job, as the guide schedules it on hosted;
 *                          REMINDERS_SCHEDULE (README) changes or stops it
 */
import { randomBytes } from 'node:crypto';
import type { LocalProjectHooks } from '../local/project-hooks';
import { seedDisposableDomains } from '../scripts/db/disposable-domains';
import { scheduleReminders } from './local-hooks/reminders-schedule';
import { seedDemoFiles } from './local-hooks/seed-files';
import { loadOrCreateVapidKeys } from './local-hooks/vapid-keys';

export default function moneyTrainHooks(): LocalProjectHooks {
  // The secret pg_cron's reminders job sends the function (hosted: REMINDERS_CRON_SECRET, kept in Vault too).
  const cronSecret = randomBytes(24).toString('base64url');
  return {
    name: 'Money Train Academy',
    afterMigrations: [
      {
        name: 'disposable e-mail domains (referral guard list)',
        run: async ({ dbUrl }) => `disposable domains written: ${await seedDisposableDomains(dbUrl)}`,
      },
    ],
    afterSeed: [
      {
        name: 'demo files (course materials and video)',
        run: async ({ dbUrl, settings }) => `demo files stored: ${await seedDemoFiles(dbUrl, settings.stackDir, settings.projectDir)}`,
      },
    ],
    functionSecrets: ({ settings, appUrl, smtp, pushServiceOrigin, env }) => {
      const vapid = loadOrCreateVapidKeys(settings.stackDir);
      return {
        SMTP_HOST: smtp.host,
        SMTP_PORT: String(smtp.port),
        SMTP_FROM: 'Money Train Academy <no-reply@moneytrain.local>',
        SITE_URL: appUrl,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: vapid.subject,
        REMINDERS_CRON_SECRET: cronSecret,
        // The one origin inside the function may push to, honoured on a local stack only (docs/security.md#push-endpoints).
        ...(pushServiceOrigin ? { LOCAL_PUSH_SERVICE_ORIGIN: pushServiceOrigin } : {}),
        ...(env.ALLOWED_ORIGINS ? { ALLOWED_ORIGINS: env.ALLOWED_ORIGINS } : {}),
      };
    },
    afterStart: [
      {
        name: 'reminders schedule (cron.schedule calling the function, as hosted)',
        run: ({ dbUrl, apiUrl, keys, env }) =>
          scheduleReminders(dbUrl, { projectUrl: apiUrl, anonKey: keys.anonKey, cronSecret, schedule: env.REMINDERS_SCHEDULE?.trim() || undefined }),
      },
    ],
  };
}
