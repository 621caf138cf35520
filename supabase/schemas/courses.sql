-- Courses and their materials (docs/product.md#courses; docs/materials.md), written by admins only;
-- material files in the `course-materials` Storage bucket (its policies on storage.objects and the
-- check of a file's contents: files.sql).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Courses and their materials (docs/product.md#courses), written by admins only.
--
-- Reads: anon sees public courses and their materials (the /courses page works logged out);
-- signed-in learners the same; admins everything (drafts included).
-- Writes: admins insert/update/delete through RLS (the api function runs as `authenticated` with
-- the caller's claims). Column grants leave out id, sort_order and created_at: the display order
-- changes only through app.move_course (an atomic swap), so two admins reordering at once cannot
-- leave duplicate or missing positions.
create sequence "app"."course_sort_order_seq" as integer increment by 1 minvalue 1 maxvalue 2147483647 START
  with 1 cache 1 no cycle;

-- Existing materials keep the order they had (by id) before admins could choose one.
create sequence "app"."material_sort_order_seq" as integer increment by 1 minvalue 1 maxvalue 2147483647 START
  with 1 cache 1 no cycle;

create table "public"."courses" (
  "id"          bigint                   generated always as identity not null,
  "title"       text                     not null,
  "description" text                     not null,
  "category"    text                     not null default 'training'::text,
  "duration"    integer,
  "video_url"   text,
  -- A new course is a draft: learners see it once an admin publishes it (docs/product.md#content-manager).
  "is_public"   boolean                  not null default false,
  "sort_order"  integer                  not null default nextval('app.course_sort_order_seq'::regclass),
  "created_at"  timestamp with time zone not null default now(),
  -- A video the app plays in the course page: an object in the course-materials bucket under the
  -- course's own folder (docs/product.md#courses). Watch time then comes from playback and the
  -- server checks it (app.update_course_progress). NULL: the video, if any, is video_url's link.
  "video_path"  text,
  -- The video file's captions (docs/product.md#courses): a WebVTT file in the same folder, shown by
  -- the player when the learner turns captions on. Only beside a video file: they were timed for it,
  -- so app.course_video_file clears them when the video is replaced or removed.
  "captions_path" text,
  constraint "courses_captions_need_video" check (((captions_path IS NULL) OR (video_path IS NOT NULL))),
  constraint "courses_captions_path_check"
    check
    (((captions_path IS NULL) OR ((captions_path ~ '^[0-9]{1,18}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'::text) AND
    (split_part(captions_path, '/'::text, 1) = (id)::text)))),
  constraint "courses_category_check"
    check ((category = ANY (ARRAY['training'::text, 'bonus'::text, 'daily-challenge'::text]))),
  constraint "courses_description_check"
    check (((char_length(btrim(description)) >= 1) AND (char_length(btrim(description)) <= 5000))),
  constraint "courses_duration_check"
    check (((duration IS NULL) OR ((duration >= 1) AND (duration <= 1440)))),
  constraint "courses_pkey" primary key (id),
  constraint "courses_video_path_check"
    check
    (((video_path IS NULL) OR ((video_path ~ '^[0-9]{1,18}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'::text) AND
    (split_part(video_path, '/'::text, 1) = (id)::text)))),
  constraint "courses_sort_order_key" unique (sort_order) deferrable,
  constraint "courses_title_check"
    check (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 200))),
  constraint "courses_video_url_check"
    check
    (((video_url IS NULL) OR ((video_url ~* '^https?://[^\s]+$'::text) AND (char_length(video_url) <= 2000))))
);

create table "public"."course_materials" (
  "id"           bigint                   generated always as identity not null,
  "course_id"    bigint                   not null,
  "title"        text                     not null,
  "type"         text                     not null default 'document'::text,
  "description"  text                     not null default ''::text,
  "file_url"     text,
  "created_at"   timestamp with time zone not null default now(),
  "storage_path" text,
  "file_name"    text,
  "mime_type"    text,
  "size_bytes"   bigint,
  "sort_order"   integer                  not null default nextval('app.material_sort_order_seq'::regclass),
  constraint "course_materials_description_check" check ((char_length(description) <= 2000)),
  constraint "course_materials_file_name_check"
    check
    (((file_name IS NULL) OR ((char_length(btrim(file_name)) >= 1) AND (char_length(btrim(file_name)) <=
    200)))),
  constraint "course_materials_file_url_check"
    check
    (((file_url IS NULL) OR ((file_url ~* '^https?://[^\s]+$'::text) AND (char_length(file_url) <= 2000)))),
  constraint "course_materials_link_or_file" check (((storage_path IS NULL) OR (file_url IS NULL))),
  constraint "course_materials_pkey" primary key (id),
  constraint "course_materials_sort_order_key" unique (sort_order) deferrable,
  constraint "course_materials_storage_path_check"
    check
    (((storage_path IS NULL) OR (storage_path ~ '^[0-9]{1,18}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'::text))),
  constraint "course_materials_storage_path_key" unique (storage_path),
  constraint "course_materials_title_check"
    check (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 200))),
  constraint "course_materials_type_check"
    check ((type = ANY (ARRAY['pdf'::text, 'image'::text, 'document'::text, 'link'::text]))),
  constraint "course_materials_course_id_fkey" foreign key (course_id) references public.courses(id)
    on delete cascade
);

create index course_materials_course_id_idx on public.course_materials using btree (course_id, sort_order);

-- storage_path → mime_type and size_bytes from the uploaded object; the type follows the file. The
-- object must be at the version whose contents the api function checked (app.checked_object, which
-- also locks it until the material is saved; docs/materials.md#file-contents).
create or replace function app.course_material_file()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_metadata jsonb;
begin
  if new.storage_path is null then
    new.mime_type := null;
    new.size_bytes := null;
    new.file_name := null;
    return new;
  end if;
  if split_part(new.storage_path, '/', 1) <> new.course_id::text then
    raise exception using errcode = 'MT400', message = 'The file belongs to another course';
  end if;
  v_metadata := app.checked_object('course-materials', new.storage_path);
  if v_metadata is null then
    raise exception using errcode = 'MT400', message = 'The file was not uploaded; upload it again';
  end if;
  new.mime_type := v_metadata ->> 'mimetype';
  -- The bucket takes videos and their captions for the course's own video (app.course_video_file), not as materials.
  if new.mime_type like 'video/%' then
    raise exception using errcode = 'MT400', message = 'A video is the course''s video file, not a material';
  end if;
  if split_part(new.mime_type, ';', 1) = 'text/vtt' then
    raise exception using errcode = 'MT400', message = 'A captions file belongs to the course''s video, not a material';
  end if;
  new.size_bytes := (v_metadata ->> 'size')::bigint;
  new.file_name := coalesce(nullif(btrim(new.file_name), ''), storage.filename(new.storage_path));
  new.type := case when new.mime_type = 'application/pdf' then 'pdf'
                   when new.mime_type like 'image/%' then 'image'
                   else 'document' end;
  return new;
end;
$function$;

-- The metadata of a file a course names (its video or the video's captions): it must lie in the
-- course's own folder of the course-materials bucket, have been uploaded, and be at the version
-- whose bytes the api function checked (app.checked_object, which also locks it until the course is
-- saved; docs/materials.md#file-contents); otherwise an error naming `p_what` says which. Returns
-- the MIME type without parameters.
create or replace function app.course_folder_file_type (
  p_course_id bigint,
  p_path      text,
  p_what      text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_metadata jsonb;
begin
  if split_part(p_path, '/', 1) <> p_course_id::text then
    raise exception using errcode = 'MT400', message = format('The %s belongs to another course', p_what);
  end if;
  v_metadata := app.checked_object('course-materials', p_path);
  if v_metadata is null then
    raise exception using errcode = 'MT400', message = format('The %s was not uploaded; upload it again', p_what);
  end if;
  return split_part(coalesce(v_metadata ->> 'mimetype', ''), ';', 1);
end;
$function$;

-- A course's video file and its captions (docs/product.md#courses): video_path must name an
-- uploaded MP4 or WebM, captions_path an uploaded WebVTT file, in the course-materials bucket under
-- the course's own folder, each at the version the api function checked, so the course page never
-- points at a missing, unplayable or disguised file. The columns' checks keep the paths' shape;
-- this says plainly what is wrong with the file. Captions are timed for one video: a video replaced
-- or removed without new captions in the same update drops its captions (the api removes the file).
-- Returns the captions path to keep. The course's own files (app.course_video_file) and a course
-- translation's (app.course_translation_video_file, content_translations.sql) are checked alike.
-- SECURITY DEFINER: it reads storage.objects and app.checked_files whoever writes.
create or replace function app.checked_video_files (
  p_course_id    bigint,
  p_old_video    text,
  p_new_video    text,
  p_old_captions text,
  p_new_captions text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_captions text := p_new_captions;
begin
  if p_new_video is distinct from p_old_video and p_new_captions is not distinct from p_old_captions then
    v_captions := null;
  end if;
  if p_new_video is not null and p_new_video is distinct from p_old_video
     and app.course_folder_file_type(p_course_id, p_new_video, 'video file') not in ('video/mp4', 'video/webm') then
    raise exception using errcode = 'MT400', message = 'The video file must be an MP4 or WebM video';
  end if;
  if v_captions is not null and v_captions is distinct from p_old_captions then
    if p_new_video is null then
      raise exception using errcode = 'MT400', message = 'Upload the video file before its captions';
    end if;
    if app.course_folder_file_type(p_course_id, v_captions, 'captions file') <> 'text/vtt' then
      raise exception using errcode = 'MT400', message = 'The captions file must be a WebVTT (.vtt) file';
    end if;
  end if;
  return v_captions;
end;
$function$;

-- The course's own video file and captions, checked by app.checked_video_files.
create or replace function app.course_video_file()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  new.captions_path := app.checked_video_files(new.id, old.video_path, new.video_path, old.captions_path, new.captions_path);
  return new;
end;
$function$;

-- app.move_course(p_course_id bigint, p_direction text) -> jsonb
--   Admin only. Swaps the course's sort_order with its neighbour above ('up') or below ('down') in
--   one statement. At the top/bottom it changes nothing and says so.
--   Returns { "message", "moved": boolean, "courses": [{id, order}, ...] in display order }.
--   Errors: MT401; MT403 'Only administrators can reorder courses'; MT400 direction not up/down;
--   MT404 'Course not found'.
create or replace function app.move_course (
  p_course_id bigint,
  p_direction text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_mine integer;
  v_other_id bigint;
  v_other integer;
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can reorder courses';
  end if;
  if p_direction is null or p_direction not in ('up', 'down') then
    raise exception using errcode = 'MT400', message = 'direction must be "up" or "down"';
  end if;

  -- Reorders are rare: serialise them outright rather than reason about neighbour races.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('app.move_course'));

  select c.sort_order into v_mine from public.courses c where c.id = p_course_id for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Course not found';
  end if;

  if p_direction = 'up' then
    select c.id, c.sort_order into v_other_id, v_other
      from public.courses c where c.sort_order < v_mine
     order by c.sort_order desc limit 1 for update;
  else
    select c.id, c.sort_order into v_other_id, v_other
      from public.courses c where c.sort_order > v_mine
     order by c.sort_order asc limit 1 for update;
  end if;

  if v_other_id is not null then
    update public.courses c
       set sort_order = case when c.id = p_course_id then v_other else v_mine end
     where c.id in (p_course_id, v_other_id);
  end if;

  return jsonb_build_object(
    'message', case when v_other_id is null
                    then format('Course is already %s', case when p_direction = 'up' then 'first' else 'last' end)
                    else 'Course Reordered' end,
    'moved', v_other_id is not null,
    'courses', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'order', c.sort_order) order by c.sort_order)
                           from public.courses c), '[]'::jsonb)
  );
end;
$function$;

-- app.move_material(p_material_id bigint, p_direction text) -> jsonb
--   Admin only. Swaps the material's sort_order with its neighbour above ('up') or below ('down')
--   within the same course, in one statement (the unique key is checked at statement end).
--   Returns { "message", "moved": boolean }.
--   Errors: MT401; MT403 'Only administrators can reorder materials'; MT400 direction; MT404.
create or replace function app.move_material (
  p_material_id bigint,
  p_direction   text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_course bigint;
  v_mine integer;
  v_other_id bigint;
  v_other integer;
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can reorder materials';
  end if;
  if p_direction is null or p_direction not in ('up', 'down') then
    raise exception using errcode = 'MT400', message = 'direction must be "up" or "down"';
  end if;
  select m.course_id, m.sort_order into v_course, v_mine from public.course_materials m where m.id = p_material_id for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Material not found';
  end if;
  select m.id, m.sort_order into v_other_id, v_other
    from public.course_materials m
   where m.course_id = v_course
     and case when p_direction = 'up' then m.sort_order < v_mine else m.sort_order > v_mine end
   order by case when p_direction = 'up' then -m.sort_order else m.sort_order end
   limit 1 for update;
  if v_other_id is not null then
    update public.course_materials m
       set sort_order = case when m.id = p_material_id then v_other else v_mine end
     where m.id in (p_material_id, v_other_id);
  end if;
  return jsonb_build_object(
    'message', case when v_other_id is null
                    then format('Material is already %s', case when p_direction = 'up' then 'first' else 'last' end)
                    else 'Material moved' end,
    'moved', v_other_id is not null);
end;
$function$;

-- One upload limit for both buckets (app.settings.material_max_bytes, served as materials.maxBytes).
create or replace function app.sync_material_bucket_limit()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  update storage.buckets set file_size_limit = new.material_max_bytes, updated_at = now()
   where id in ('course-materials', 'reward-deliveries');
  return new;
end;
$function$;

create trigger settings_sync_material_bucket_limit
  after insert or update of material_max_bytes on app.settings
  for each row
  execute function app.sync_material_bucket_limit();

create trigger courses_video_file
  before update of video_path, captions_path on public.courses
  for each row
  execute function app.course_video_file();

create trigger course_materials_file
  before insert or update of storage_path, course_id on public.course_materials
  for each row
  execute function app.course_material_file();

alter table "public"."course_materials"
  enable row level security;

alter table "public"."courses"
  enable row level security;

create policy "course_materials_delete_admin" on "public"."course_materials"
  for delete
  to "authenticated"
  using (( select app.is_admin() as is_admin));

create policy "course_materials_insert_admin" on "public"."course_materials"
  for insert
  to "authenticated"
  with check (( SELECT app.is_admin() AS is_admin));

create policy "course_materials_select_public" on "public"."course_materials"
  for select
  to "anon"
  using ((exists ( select 1
   from public.courses c
  where ((c.id = course_materials.course_id) AND c.is_public))));

create policy "course_materials_select_public_or_admin" on "public"."course_materials"
  for select
  to "authenticated"
  using ((( select app.is_admin() as is_admin) or (exists ( select 1
   from public.courses c
  where ((c.id = course_materials.course_id) AND c.is_public)))));

create policy "course_materials_update_admin" on "public"."course_materials"
  for update
  to "authenticated"
  using (( select app.is_admin() as is_admin))
  with check (( SELECT app.is_admin() AS is_admin));

create policy "courses_delete_admin" on "public"."courses"
  for delete
  to "authenticated"
  using (( select app.is_admin() as is_admin));

create policy "courses_insert_admin" on "public"."courses"
  for insert
  to "authenticated"
  with check (( SELECT app.is_admin() AS is_admin));

-- One policy per role and action (the advisor flags overlapping permissive policies).
create policy "courses_select_public" on "public"."courses"
  for select
  to "anon"
  using (is_public);

create policy "courses_select_public_or_admin" on "public"."courses"
  for select
  to "authenticated"
  using ((is_public or ( select app.is_admin() as is_admin)));

create policy "courses_update_admin" on "public"."courses"
  for update
  to "authenticated"
  using (( select app.is_admin() as is_admin))
  with check (( SELECT app.is_admin() AS is_admin));

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."courses", "public"."course_materials" from "anon", "authenticated", "service_role";

revoke all on sequence "public"."courses_id_seq", "public"."course_materials_id_seq" from "anon", "authenticated", "service_role";

grant select on table "public"."course_materials" to "anon";

grant insert ("course_id") on table "public"."course_materials" to "authenticated";

grant insert ("description"), update ("description") on table "public"."course_materials" to "authenticated";

grant insert ("file_name"), update ("file_name") on table "public"."course_materials" to "authenticated";

grant insert ("file_url"), update ("file_url") on table "public"."course_materials" to "authenticated";

grant insert ("storage_path"), update ("storage_path") on table "public"."course_materials" to "authenticated";

grant insert ("title"), update ("title") on table "public"."course_materials" to "authenticated";

grant insert ("type"), update ("type") on table "public"."course_materials" to "authenticated";

grant delete, select on table "public"."course_materials" to "authenticated";

grant select on table "public"."course_materials" to "service_role";

grant select on table "public"."courses" to "anon";

grant insert ("category"), update ("category") on table "public"."courses" to "authenticated";

grant insert ("description"), update ("description") on table "public"."courses" to "authenticated";

grant insert ("duration"), update ("duration") on table "public"."courses" to "authenticated";

grant insert ("is_public"), update ("is_public") on table "public"."courses" to "authenticated";

grant insert ("title"), update ("title") on table "public"."courses" to "authenticated";

grant insert ("video_url"), update ("video_url") on table "public"."courses" to "authenticated";

-- Set by an admin once the course exists (its folder is the course id); app.course_video_file checks it.
grant update ("video_path") on table "public"."courses" to "authenticated";

-- Likewise the video's captions file.
grant update ("captions_path") on table "public"."courses" to "authenticated";

grant delete, select on table "public"."courses" to "authenticated";

grant select on table "public"."courses" to "service_role";

revoke all on function "app"."course_material_file"() from public;

revoke all on function "app"."course_folder_file_type"(bigint, text, text) from public;

revoke all on function "app"."checked_video_files"(bigint, text, text, text, text) from public;

revoke all on function "app"."course_video_file"() from public;

revoke all on function "app"."move_course"(bigint, text) from public;

grant execute on function "app"."move_course"(bigint, text) to "authenticated", "postgres";

revoke all on function "app"."move_material"(bigint, text) from public;

grant execute on function "app"."move_material"(bigint, text) to "authenticated", "postgres";

revoke all on function "app"."sync_material_bucket_limit"() from public;

grant usage on sequence "app"."course_sort_order_seq" to "authenticated";

grant usage on sequence "app"."material_sort_order_seq" to "authenticated";
