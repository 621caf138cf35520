-- A delivered reward may be a file (docs/operators.md#storage-buckets): the admin who fulfils a
-- redemption from the fulfilment queue attaches what was delivered as text, a file, or both. The
-- file lives in its own private bucket, `reward-deliveries`, because its readers differ from the
-- course materials': exactly one learner (the one who redeemed) and the admins.
--
-- Object names are `<redemption id>/<file name>`; the redemption row names its file
-- (delivery_path), and the learner's read policy asks for exactly that: their own redemption,
-- fulfilled, with that file. So a file uploaded for a redemption that was then refunded, or a
-- second upload that was never attached, is readable by admins only.
--
--   read   (SELECT)  admins: every file; the learner: the file of their own fulfilled redemption
--   write  (INSERT/UPDATE/DELETE)  admins only, and only into the folder of a manual redemption
--   anon   nothing (no policy)

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select 'reward-deliveries', 'reward-deliveries', false, s.material_max_bytes,
  array[
    'application/pdf',
    'image/png', 'image/jpeg', 'image/gif', 'image/webp',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/plain', 'text/csv'
  ]
from app.settings s
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- One upload limit for both buckets (app.settings.material_max_bytes, served as materials.maxBytes).
create or replace function app.sync_material_bucket_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update storage.buckets set file_size_limit = new.material_max_bytes, updated_at = now()
   where id in ('course-materials', 'reward-deliveries');
  return new;
end;
$$;
revoke execute on function app.sync_material_bucket_limit() from public, anon, authenticated, service_role;

alter table public.redemptions
  add column delivery_path text unique
    check (delivery_path is null or (split_part(delivery_path, '/', 1) = id::text and char_length(delivery_path) <= 300)),
  add column delivery_file_name text check (delivery_file_name is null or char_length(delivery_file_name) between 1 and 200);
comment on column public.redemptions.delivery_path is
  'The delivered file in the reward-deliveries bucket (<redemption id>/<name>), when the admin attached one.';

create policy reward_deliveries_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'reward-deliveries'
    and ((select app.is_admin())
         or exists (select 1 from public.redemptions r
                     where r.user_id = (select auth.uid()) and r.status = 'fulfilled' and r.delivery_path = objects.name))
  );

-- Whether a folder name is the id of a redemption a person fulfils. Security definer: the insert
-- policy runs as the admin, whose own RLS on public.redemptions shows them only their own rows.
-- Compared as text, so a folder that is not a number matches nothing (no cast that could fail).
create function app.is_manual_redemption_folder(p_folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.redemptions r join public.rewards w on w.id = r.reward_id
                  where r.id::text = p_folder and w.fulfilment = 'manual');
$$;
revoke execute on function app.is_manual_redemption_folder(text) from public, anon;
grant execute on function app.is_manual_redemption_folder(text) to authenticated;

create policy reward_deliveries_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'reward-deliveries'
    and (select app.is_admin())
    and app.is_manual_redemption_folder((storage.foldername(name))[1])
  );

create policy reward_deliveries_update on storage.objects
  for update to authenticated
  using (bucket_id = 'reward-deliveries' and (select app.is_admin()))
  with check (bucket_id = 'reward-deliveries' and (select app.is_admin()));

create policy reward_deliveries_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'reward-deliveries' and (select app.is_admin()));

-- One redemption as the learner and the admin see it: as before, plus the delivered file.
create or replace function app.redemption_json(p_redemption public.redemptions)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_redemption.id,
    'rewardType', w.id,
    'title', w.title,
    'fulfilment', w.fulfilment,
    'cost', p_redemption.cost,
    'status', p_redemption.status,
    'createdAt', p_redemption.created_at,
    'settledAt', p_redemption.settled_at,
    'delivery', p_redemption.delivery,
    'deliveryFile', case when p_redemption.delivery_path is null then null
                         else jsonb_build_object('path', p_redemption.delivery_path, 'name', p_redemption.delivery_file_name) end,
    'refundReason', p_redemption.refund_reason,
    'items', case when w.fulfilment = 'pack' and p_redemption.status = 'delivered' then coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'body', i.body) order by i.position, i.id)
      from public.reward_pack_items i
      where i.reward_id = w.id and (i.claim_override_id is not null or not app.has_claims(concat_ws(' ', i.title, i.body)))
    ), '[]'::jsonb) else '[]'::jsonb end
  )
  from public.rewards w where w.id = p_redemption.reward_id;
$$;
revoke execute on function app.redemption_json(public.redemptions) from public, anon, authenticated;

-- Settling, as before, with an optional delivered file: 'fulfil' needs text or a file (or both).
-- The file must already be in the bucket, in this redemption's folder (the admin uploaded it
-- from the queue a moment ago); its name defaults to the object's file name. The body takes the
-- actor as an argument so an operator's function can settle without an auth user; admins reach it
-- through app.settle_redemption.
drop function app.settle_redemption(bigint, text, text);
create function app.settle_redemption_by(p_actor uuid, p_redemption_id bigint, p_action text, p_text text,
                                          p_file_path text default null, p_file_name text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_redemption public.redemptions%rowtype;
  v_text text := nullif(btrim(coalesce(p_text, '')), '');
  v_path text := nullif(btrim(coalesce(p_file_path, '')), '');
  v_name text := nullif(btrim(coalesce(p_file_name, '')), '');
begin
  select r.* into v_redemption from public.redemptions r where r.id = p_redemption_id for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Redemption not found';
  end if;
  if v_redemption.status <> 'pending' then
    raise exception using errcode = 'MT409', message = 'Already settled',
      detail = format('This redemption was already %s.', v_redemption.status);
  end if;
  if p_action = 'fulfil' then
    -- Text, a delivered file already uploaded into this redemption's folder, or both.
    if (v_text is null and v_path is null) or char_length(coalesce(v_text, '')) > 10000 then
      raise exception using errcode = 'MT400', message = 'Delivery required',
        detail = 'Describe what was delivered (1 to 10000 characters) or attach the delivered file.';
    end if;
    if v_path is not null and (
         split_part(v_path, '/', 1) <> v_redemption.id::text
         or not exists (select 1 from storage.objects o where o.bucket_id = 'reward-deliveries' and o.name = v_path)) then
      raise exception using errcode = 'MT400', message = 'File not found',
        detail = 'Upload the delivered file for this redemption first.';
    end if;
    v_name := case when v_path is null then null else left(coalesce(v_name, storage.filename(v_path)), 200) end;
    update public.redemptions
       set status = 'fulfilled', delivery = v_text, delivery_path = v_path, delivery_file_name = v_name,
           settled_at = now(), settled_by = p_actor
     where id = p_redemption_id returning * into v_redemption;
  elsif p_action = 'refund' then
    if v_text is null or char_length(v_text) > 500 then
      raise exception using errcode = 'MT400', message = 'Reason required',
        detail = 'Say why the reward cannot be delivered (1 to 500 characters).';
    end if;
    update public.redemptions set status = 'refunded', refund_reason = v_text, settled_at = now(), settled_by = p_actor
    where id = p_redemption_id returning * into v_redemption;
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_redemption.user_id, v_redemption.cost, 0, 'refund', v_redemption.id::text);
  else
    raise exception using errcode = 'MT400', message = 'Unknown action';
  end if;
  return jsonb_build_object(
    'message', case p_action when 'fulfil' then 'Marked as delivered' else 'Refunded' end,
    'redemption', app.redemption_json(v_redemption)
  );
end;
$$;
revoke execute on function app.settle_redemption_by(uuid, bigint, text, text, text, text) from public, anon, authenticated, service_role;

-- The admins' path keeps its signature (with the optional delivered file) and its grants.
create function app.settle_redemption(p_redemption_id bigint, p_action text, p_text text,
                                                 p_file_path text default null, p_file_name text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
begin
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can manage rewards';
  end if;
  return app.settle_redemption_by(v_uid, p_redemption_id, p_action, p_text, p_file_path, p_file_name);
end;
$$;

revoke execute on function app.settle_redemption(bigint, text, text, text, text) from public, anon;
grant execute on function app.settle_redemption(bigint, text, text, text, text) to authenticated;
