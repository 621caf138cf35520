-- Product data (a pg_cron job is a row, not schema: docs/database.md, "Data"), written by hand.
-- pg_cron logs every run in cron.job_run_details and never deletes it: the one-second leaderboard
-- flush alone writes 86,400 rows (~14 MB) a day. Every hour at minute 7, runs that ended more than a
-- week ago are deleted (about 3,600 rows a run once the log is a week deep), so the log keeps a week
-- for looking into failures (docs/operators.md, "Cron jobs"). The local stack's stand-in keeps no
-- run log; its cron.job_run_details (local/bootstrap.sql) is there so this job and its test run.
select cron.schedule(
  'purge-cron-run-log',
  '7 * * * *',
  $$delete from cron.job_run_details where end_time < pg_catalog.now() - interval '7 days'$$
);
