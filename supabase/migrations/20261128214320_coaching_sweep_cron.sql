-- Product data (a pg_cron job is a row, not schema: docs/database.md, "Data"), written by hand.
-- The coaching queue's time-based changes (docs/product.md#coaching): every five minutes
-- app.coaching_sweep() closes expired tasks (welcome after 48 hours, a streak at risk at the end of
-- the member's day), opens streak-at-risk and stalled tasks, and moves help nobody answered for 48
-- hours to the holder's own sponsor. Set-based and indexed: each step reads only the rows in its
-- window (docs/performance.md, "Coaching queue").
select cron.schedule('coaching-sweep', '*/5 * * * *', 'select app.coaching_sweep()');
