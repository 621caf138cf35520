-- Course materials that are files in Storage, an order admins choose, and the upload size limit.
--
-- A material is either a link (file_url, as before) or a file in the `course-materials` bucket
-- (storage_path = the object's name there, `<course id>/<file name>`), never both. The file's
-- type and size are not taken from the client: a trigger copies them from storage.objects, whose
-- row the Storage API wrote when the upload finished, and refuses a path with no uploaded object
-- or an object in another course's folder. Removing a material or replacing its file removes the
-- old object through the Storage API (the api function does it after the row changed), since
-- hosted Storage forbids deleting storage.objects rows directly.

alter table app.settings
  add column material_max_bytes integer not null default 26214400
    check (material_max_bytes between 1024 and 52428800);

comment on column app.settings.material_max_bytes is
  'Largest course material file an admin may upload, in bytes (25 MB by default; hosted Storage caps uploads at 50 MB on the free plan). Also the course-materials bucket''s file_size_limit.';

-- The bucket's limit follows the setting, so Storage refuses what the content manager refuses.
create function app.sync_material_bucket_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update storage.buckets set file_size_limit = new.material_max_bytes, updated_at = now()
   where id = 'course-materials';
  return new;
end;
$$;
revoke execute on function app.sync_material_bucket_limit() from public, anon, authenticated, service_role;

create trigger settings_sync_material_bucket_limit
  after insert or update of material_max_bytes on app.settings
  for each row execute function app.sync_material_bucket_limit();
update storage.buckets b set file_size_limit = s.material_max_bytes from app.settings s where b.id = 'course-materials';

alter table public.course_materials
  add column storage_path text unique
    check (storage_path is null or (storage_path ~ '^[0-9]{1,18}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$')),
  add column file_name text check (file_name is null or char_length(btrim(file_name)) between 1 and 200),
  add column mime_type text,
  add column size_bytes bigint,
  add column sort_order integer,
  add constraint course_materials_link_or_file check (storage_path is null or file_url is null);

-- Existing materials keep the order they had (by id) before admins could choose one.
create sequence app.material_sort_order_seq as integer;
revoke all on sequence app.material_sort_order_seq from public, anon, authenticated, service_role;
grant usage on sequence app.material_sort_order_seq to authenticated;
update public.course_materials m set sort_order = o.n
  from (select id, row_number() over (order by id)::integer as n from public.course_materials) o
 where o.id = m.id;
select setval('app.material_sort_order_seq', coalesce((select max(sort_order) from public.course_materials), 0) + 1, false);
alter table public.course_materials
  alter column sort_order set default nextval('app.material_sort_order_seq'),
  alter column sort_order set not null,
  add constraint course_materials_sort_order_key unique (sort_order) deferrable initially immediate;
drop index public.course_materials_course_id_idx;
create index course_materials_course_id_idx on public.course_materials (course_id, sort_order);

grant insert (storage_path, file_name) on table public.course_materials to authenticated;
grant update (storage_path, file_name) on table public.course_materials to authenticated;

-- storage_path → mime_type and size_bytes from the uploaded object; the type follows the file.
create function app.course_material_file()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
  select o.metadata into v_metadata
    from storage.objects o
   where o.bucket_id = 'course-materials' and o.name = new.storage_path;
  if not found then
    raise exception using errcode = 'MT400', message = 'The file was not uploaded; upload it again';
  end if;
  new.mime_type := v_metadata ->> 'mimetype';
  new.size_bytes := (v_metadata ->> 'size')::bigint;
  new.file_name := coalesce(nullif(btrim(new.file_name), ''), storage.filename(new.storage_path));
  new.type := case when new.mime_type = 'application/pdf' then 'pdf'
                   when new.mime_type like 'image/%' then 'image'
                   else 'document' end;
  return new;
end;
$$;
revoke execute on function app.course_material_file() from public, anon, authenticated, service_role;

create trigger course_materials_file
  before insert or update of storage_path, course_id on public.course_materials
  for each row execute function app.course_material_file();

-- app.move_material(p_material_id bigint, p_direction text) -> jsonb
--   Admin only. Swaps the material's sort_order with its neighbour above ('up') or below ('down')
--   within the same course, in one statement (the unique key is checked at statement end).
--   Returns { "message", "moved": boolean }.
--   Errors: MT401; MT403 'Only administrators can reorder materials'; MT400 direction; MT404.
create function app.move_material(p_material_id bigint, p_direction text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.move_material(bigint, text) from public, anon;
grant execute on function app.move_material(bigint, text) to authenticated;

-- GET /api/settings gains `materials: {maxBytes}` (the content manager checks a file before upload).
create or replace function app.public_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'rewards', coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'title', r.title, 'cost', r.cost) order by r.sort_order)
                           from public.rewards r), '[]'::jsonb),
    'referral', jsonb_build_object('tokens', s.referral_tokens, 'points', s.referral_points),
    'enrolmentBonus', jsonb_build_object('threshold', s.enrolment_bonus_threshold,
                                         'tokens', s.enrolment_bonus_tokens, 'points', s.enrolment_bonus_points),
    'courseCompletion', jsonb_build_object('tokens', s.course_completion_tokens, 'points', s.course_completion_points),
    'quiz', jsonb_build_object('defaultPoints', s.quiz_default_points, 'minPoints', 1, 'maxPoints', 100),
    'materials', jsonb_build_object('maxBytes', s.material_max_bytes)
  )
  from app.settings s;
$$;
