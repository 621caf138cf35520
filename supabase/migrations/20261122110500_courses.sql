-- Courses and their materials (SPEC §3), written by admins only.
--
-- Reads: anon sees public courses and their materials (the /courses page works logged out);
-- signed-in learners the same; admins everything (drafts included).
-- Writes: admins insert/update/delete through RLS (the api function runs as `authenticated` with
-- the caller's claims). Column grants leave out id, sort_order and created_at: the display order
-- changes only through app.move_course (an atomic swap), so two admins reordering at once cannot
-- leave duplicate or missing positions.

create sequence app.course_sort_order_seq as integer;
revoke all on sequence app.course_sort_order_seq from public, anon, authenticated, service_role;
-- Evaluating the sort_order default during an admin's INSERT needs USAGE on the sequence.
grant usage on sequence app.course_sort_order_seq to authenticated;

create table public.courses (
  id bigint generated always as identity primary key,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  category text not null default 'training' check (category in ('training', 'bonus', 'daily-challenge')),
  -- Minutes (SPEC §3). Progress percent = watch seconds / (duration x 60) x 100.
  duration integer check (duration is null or duration between 1 and 1440),
  video_url text check (video_url is null or (video_url ~* '^https?://[^\s]+$' and char_length(video_url) <= 2000)),
  is_public boolean not null default true,
  -- The API's `order`. Unique, checked at the end of each statement so one UPDATE can swap two.
  sort_order integer not null default nextval('app.course_sort_order_seq'),
  created_at timestamptz not null default now(),
  constraint courses_sort_order_key unique (sort_order) deferrable initially immediate
);
alter table public.courses enable row level security;
revoke all on table public.courses from anon, authenticated, service_role;
grant select on table public.courses to anon, authenticated, service_role;
grant insert (title, description, category, duration, video_url, is_public) on table public.courses to authenticated;
grant update (title, description, category, duration, video_url, is_public) on table public.courses to authenticated;
grant delete on table public.courses to authenticated;

-- One policy per role and action (the advisor flags overlapping permissive policies).
create policy courses_select_public on public.courses
  for select to anon
  using (is_public);
create policy courses_select_public_or_admin on public.courses
  for select to authenticated
  using (is_public or (select app.is_admin()));
create policy courses_insert_admin on public.courses
  for insert to authenticated
  with check ((select app.is_admin()));
create policy courses_update_admin on public.courses
  for update to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));
create policy courses_delete_admin on public.courses
  for delete to authenticated
  using ((select app.is_admin()));

create table public.course_materials (
  id bigint generated always as identity primary key,
  course_id bigint not null references public.courses (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  type text not null default 'document' check (type in ('pdf', 'image', 'document', 'link')),
  description text not null default '' check (char_length(description) <= 2000),
  file_url text check (file_url is null or (file_url ~* '^https?://[^\s]+$' and char_length(file_url) <= 2000)),
  created_at timestamptz not null default now()
);
create index course_materials_course_id_idx on public.course_materials (course_id, id);
alter table public.course_materials enable row level security;
revoke all on table public.course_materials from anon, authenticated, service_role;
grant select on table public.course_materials to anon, authenticated, service_role;
grant insert (course_id, title, type, description, file_url) on table public.course_materials to authenticated;
grant update (title, type, description, file_url) on table public.course_materials to authenticated;
grant delete on table public.course_materials to authenticated;

create policy course_materials_select_public on public.course_materials
  for select to anon
  using (exists (select 1 from public.courses c where c.id = course_id and c.is_public));
create policy course_materials_select_public_or_admin on public.course_materials
  for select to authenticated
  using ((select app.is_admin()) or exists (select 1 from public.courses c where c.id = course_id and c.is_public));
create policy course_materials_insert_admin on public.course_materials
  for insert to authenticated
  with check ((select app.is_admin()));
create policy course_materials_update_admin on public.course_materials
  for update to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));
create policy course_materials_delete_admin on public.course_materials
  for delete to authenticated
  using ((select app.is_admin()));

-- app.move_course(p_course_id bigint, p_direction text) -> jsonb
--   Admin only. Swaps the course's sort_order with its neighbour above ('up') or below ('down') in
--   one statement. At the top/bottom it changes nothing and says so.
--   Returns { "message", "moved": boolean, "courses": [{id, order}, ...] in display order }.
--   Errors: MT401; MT403 'Only administrators can reorder courses'; MT400 direction not up/down;
--   MT404 'Course not found'.
create function app.move_course(p_course_id bigint, p_direction text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.move_course(bigint, text) from public, anon;
grant execute on function app.move_course(bigint, text) to authenticated;
