-- Files in Storage that the app names (docs/materials.md#file-contents): a course's video and its
-- captions, a material's file, a delivered reward's file. Which object versions the api function checked, and
-- the policies on storage.objects of both private buckets (docs/operators.md#storage-buckets).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
--
-- Why this shape. Storage keeps the type the uploader declares and serves the bytes with it; the
-- database cannot read the bytes (hosted Storage keeps them in S3), and on hosted a migration may
-- write policies on storage.objects but no trigger or column (docs/operators.md#hosted-grade-migrations).
-- So:
--   1. the api function reads the object's version, then its first bytes (a Range request), checks
--      them against the declared type and records that version here (app.checked_files);
--   2. naming the file (app.course_video_file for a video and its captions, app.course_material_file,
--      app.settle_redemption_by)
--      locks the object row and requires its current version to be the checked one;
--   3. an object a course, material or delivery names can no longer be written, moved or removed
--      through Storage (the insert, update and delete policies below); and
--   4. learners read a file only at its checked version, so bytes that reached an attached path
--      anyway (hosted Storage tests the policy before a long upload and writes the row after it)
--      are never served to them.
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- version: storage.objects.version, a new one for every upload ('' for an object stored before
-- Storage kept versions).
create table "app"."checked_files" (
  "bucket_id"     text                     not null,
  "name"          text                     not null,
  "version"       text                     not null,
  "mime_type"     text                     not null,
  "checked_at"    timestamp with time zone not null default now(),
  "before_checks" boolean                  not null default false,
  constraint "checked_files_pkey" primary key (bucket_id, name)
);

comment on table "app"."checked_files" is 'The Storage object version whose first bytes the api function checked against its declared type, one per object name (docs/materials.md#file-contents). Written by the function''s own role only: no grants, RLS without policies.';

comment on column "app"."checked_files"."before_checks" is 'True: a file already named when the check arrived, recorded as it was without reading its bytes (docs/operators.md#storage-buckets).';

-- The object p_name of p_bucket, locked against replacement until the transaction ends, when its
-- current version is the one the api function checked: its metadata (type, size). NULL when there
-- is no such object (the caller says so in its own words). Raises MT400 when its bytes were not
-- checked, or were replaced after the check. For the SECURITY DEFINER functions that name a file.
create or replace function app.checked_object (
  p_bucket text,
  p_name   text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_version text;
  v_metadata jsonb;
  v_checked text;
begin
  select coalesce(o.version, ''), o.metadata into v_version, v_metadata
    from storage.objects o
   where o.bucket_id = p_bucket and o.name = p_name
     for share;
  if not found then
    return null;
  end if;
  select f.version into v_checked from app.checked_files f where f.bucket_id = p_bucket and f.name = p_name;
  if v_checked is null then
    raise exception using errcode = 'MT400', message = 'The file''s contents were not checked; upload it again';
  end if;
  if v_version <> v_checked then
    raise exception using errcode = 'MT400', message = 'The file was replaced after its contents were checked; upload it again';
  end if;
  return v_metadata;
end;
$function$;

-- Whether a course (its video or captions, or a translation's), a material or a delivered reward names this object (the policies below: such
-- an object is never written or removed again). SECURITY DEFINER: an admin's own RLS on
-- public.redemptions shows them only their own rows.
create or replace function app.file_attached (
  p_bucket text,
  p_name   text
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select case p_bucket
    when 'course-materials' then
      exists (select 1 from public.courses c where c.video_path = p_name or c.captions_path = p_name)
      or exists (select 1 from public.course_translations t where t.video_path = p_name or t.captions_path = p_name)
      or exists (select 1 from public.course_materials m where m.storage_path = p_name)
    when 'reward-deliveries' then
      exists (select 1 from public.redemptions r where r.delivery_path = p_name)
    else false
  end;
$function$;

-- Whether a learner may read this object at this version: its version is the one whose bytes were
-- checked, and a public course names it (its video, the video's captions, a translation's video or
-- captions, or one of its materials)
-- or it is the delivered file of the caller's own fulfilled redemption.
create or replace function app.file_readable (
  p_bucket  text,
  p_name    text,
  p_version text
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select exists (select 1 from app.checked_files f
                  where f.bucket_id = p_bucket and f.name = p_name and f.version = coalesce(p_version, ''))
     and case p_bucket
       when 'course-materials' then
         exists (select 1 from public.courses c where (c.video_path = p_name or c.captions_path = p_name) and c.is_public)
         or exists (select 1 from public.course_translations t join public.courses c on c.id = t.course_id
                     where (t.video_path = p_name or t.captions_path = p_name) and c.is_public)
         or exists (select 1 from public.course_materials m join public.courses c on c.id = m.course_id
                     where m.storage_path = p_name and c.is_public)
       when 'reward-deliveries' then
         exists (select 1 from public.redemptions r
                  where r.user_id = (select auth.uid()) and r.status = 'fulfilled' and r.delivery_path = p_name)
       else false
     end;
$function$;

-- Whether an admin may write an object by this name: into the folder of an existing course
-- (course-materials) or of a redemption a person fulfils (reward-deliveries), and never onto a file
-- something names. The folder is compared as text, so a name whose folder is not a number simply
-- matches nothing (no cast that could fail inside a policy).
create or replace function app.file_writable (
  p_bucket text,
  p_name   text
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select not app.file_attached(p_bucket, p_name)
     and case p_bucket
       when 'course-materials' then
         exists (select 1 from public.courses c where c.id::text = (storage.foldername(p_name))[1])
       when 'reward-deliveries' then
         app.is_manual_redemption_folder((storage.foldername(p_name))[1])
       else false
     end;
$function$;

alter table "app"."checked_files"
  enable row level security;

-- The two private buckets: course-materials (`<course id>/<file name>`) and reward-deliveries
-- (`<redemption id>/<file name>`). Admins read everything and write into the right folders;
-- learners read what app.file_readable allows. A named file is never written, replaced (x-upsert,
-- copy, move, an update of its row) or removed through Storage: the api removes a course's or a
-- material's file once nothing names it any more; a delivered file stays. Other buckets an operator
-- makes are not covered by these policies.
create policy "app_files_select" on "storage"."objects"
  for select
  to "authenticated"
  using (((bucket_id = ANY (ARRAY['course-materials'::text, 'reward-deliveries'::text])) AND
    (( select app.is_admin() as is_admin) OR app.file_readable(bucket_id, name, version))));

create policy "app_files_insert" on "storage"."objects"
  for insert
  to "authenticated"
  with check (((bucket_id = ANY (ARRAY['course-materials'::text, 'reward-deliveries'::text])) AND
    ( SELECT app.is_admin() AS is_admin) AND app.file_writable(bucket_id, name)));

create policy "app_files_update" on "storage"."objects"
  for update
  to "authenticated"
  using (((bucket_id = ANY (ARRAY['course-materials'::text, 'reward-deliveries'::text])) AND
    ( select app.is_admin() as is_admin) AND (NOT app.file_attached(bucket_id, name))))
  with check (((bucket_id = ANY (ARRAY['course-materials'::text, 'reward-deliveries'::text])) AND
    ( SELECT app.is_admin() AS is_admin) AND app.file_writable(bucket_id, name)));

create policy "app_files_delete" on "storage"."objects"
  for delete
  to "authenticated"
  using (((bucket_id = ANY (ARRAY['course-materials'::text, 'reward-deliveries'::text])) AND
    ( select app.is_admin() as is_admin) AND (NOT app.file_attached(bucket_id, name))));

revoke all on function "app"."checked_object"(text, text) from public;

revoke all on function "app"."file_attached"(text, text) from public;

grant execute on function "app"."file_attached"(text, text) to "authenticated", "postgres";

revoke all on function "app"."file_readable"(text, text, text) from public;

grant execute on function "app"."file_readable"(text, text, text) to "authenticated", "postgres";

revoke all on function "app"."file_writable"(text, text) from public;

grant execute on function "app"."file_writable"(text, text) to "authenticated", "postgres";
