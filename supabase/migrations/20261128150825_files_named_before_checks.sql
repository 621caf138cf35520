-- Data, written by hand (docs/database.md#data): files that a course, a material or a delivered
-- reward already named when the contents check arrived (…_files_are_what_they_say.sql). A
-- migration cannot read their bytes (hosted Storage keeps them in S3), and without a row here
-- learners could no longer open them (the read policies want the checked version). So each is
-- recorded as it is now, marked before_checks; docs/operators.md#storage-buckets says how to list
-- them and replace any that is not what it says. A fresh project has none.
insert into app.checked_files (bucket_id, name, version, mime_type, before_checks)
select o.bucket_id, o.name, coalesce(o.version, ''), coalesce(o.metadata ->> 'mimetype', ''), true
  from storage.objects o
 where o.bucket_id in ('course-materials', 'reward-deliveries')
   and app.file_attached(o.bucket_id, o.name)
on conflict (bucket_id, name) do nothing;
