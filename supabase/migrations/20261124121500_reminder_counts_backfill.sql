-- Data, written by hand (docs/database.md#data): app.reminder_counts (supabase/schemas/retention.sql)
-- starts from the reminders, opens and unsubscribes recorded before it existed; its triggers keep
-- it from here on.
select app.rebuild_reminder_counts();
