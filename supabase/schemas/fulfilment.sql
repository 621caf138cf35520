-- Manual fulfilment of rewards (docs/product.md#rewards): the queue of redemptions a person
-- delivers (`app.fulfilment_queue`, `app.fulfilment_list()`), delivering or refunding one
-- (`app.settle_redemption()` / `app.settle_redemption_by()`), the learner's mail, and which Storage
-- folder is a manual redemption's (the reward-deliveries bucket's policies: files.sql).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

create or replace function app.fulfilment_list()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can manage rewards';
  end if;
  return (
    select coalesce(jsonb_agg(app.redemption_json(r) || jsonb_build_object('learner', p.name, 'learnerEmail', u.email)
                              order by (r.status = 'pending') desc, case when r.status = 'pending' then r.created_at end, r.settled_at desc), '[]'::jsonb)
    from (
      select r.* from public.redemptions r join public.rewards w on w.id = r.reward_id
      where w.fulfilment = 'manual'
        and (r.status = 'pending' or r.id in (
          select r2.id from public.redemptions r2 join public.rewards w2 on w2.id = r2.reward_id
          where w2.fulfilment = 'manual' and r2.status <> 'pending' order by r2.settled_at desc nulls last limit 20))
    ) r
    join public.profiles p on p.id = r.user_id
    join auth.users u on u.id = r.user_id
  );
end;
$function$;

-- Whether a folder name is the id of a redemption a person fulfils. Security definer: the insert
-- policy runs as the admin, whose own RLS on public.redemptions shows them only their own rows.
-- Compared as text, so a folder that is not a number matches nothing (no cast that could fail).
create or replace function app.is_manual_redemption_folder (
  p_folder text
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select exists (select 1 from public.redemptions r join public.rewards w on w.id = r.reward_id
                  where r.id::text = p_folder and w.fulfilment = 'manual');
$function$;

-- What the mail to the learner needs: their address, name and language (app.mail_locale) with the redemption.
create or replace function app.redemption_mail (
  p_redemption_id bigint
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select jsonb_build_object('to', u.email, 'name', p.name, 'locale', app.mail_locale(r.user_id), 'redemption', app.redemption_json(r))
  from public.redemptions r
  join public.profiles p on p.id = r.user_id
  join auth.users u on u.id = r.user_id
  where r.id = p_redemption_id
    and (r.user_id = auth.uid() or app.is_admin());
$function$;

-- The admins' path keeps its signature (with the optional delivered file) and its grants.
create or replace function app.settle_redemption (
  p_redemption_id bigint,
  p_action        text,
  p_text          text,
  p_file_path     text   default null::text,
  p_file_name     text   default null::text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can manage rewards';
  end if;
  return app.settle_redemption_by(v_uid, p_redemption_id, p_action, p_text, p_file_path, p_file_name);
end;
$function$;

create or replace function app.settle_redemption_by (
  p_actor         uuid,
  p_redemption_id bigint,
  p_action        text,
  p_text          text,
  p_file_path     text   default null::text,
  p_file_name     text   default null::text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
    -- The file: in this redemption's folder, at the version whose contents the api function
    -- checked, and locked until the delivery is saved (docs/materials.md#file-contents).
    if v_path is not null and (case when split_part(v_path, '/', 1) <> v_redemption.id::text then true
                                    else app.checked_object('reward-deliveries', v_path) is null end) then
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
$function$;

-- Fulfilment queue -------------------------------------------------------------------------------
-- For operators in the Supabase dashboard (app.fulfilment_queue, oldest first) and for the admin
-- screen (app.fulfilment_list(), which adds the latest settled ones).
create view "app"."fulfilment_queue" with (security_invoker=true) AS  SELECT r.id AS redemption_id,
    r.created_at AS redeemed_at,
    w.title AS reward,
    r.status,
    p.name AS learner,
    u.email AS learner_email,
    r.user_id
   FROM (((public.redemptions r
     JOIN public.rewards w ON ((w.id = r.reward_id)))
     JOIN public.profiles p ON ((p.id = r.user_id)))
     JOIN auth.users u ON ((u.id = r.user_id)))
  WHERE (r.status = 'pending'::text)
  ORDER BY r.created_at, r.id;

comment on view "app"."fulfilment_queue" is 'Redemptions waiting for a person to deliver them (oldest first). Deliver or refund them in the app''s Content Manager.';

revoke all on function "app"."fulfilment_list"() from public;

grant execute on function "app"."fulfilment_list"() to "authenticated", "postgres";

revoke all on function "app"."is_manual_redemption_folder"(text) from public;

grant execute on function "app"."is_manual_redemption_folder"(text) to "authenticated", "postgres";

revoke all on function "app"."redemption_mail"(bigint) from public;

grant execute on function "app"."redemption_mail"(bigint) to "authenticated", "postgres";

revoke all on function "app"."settle_redemption"(bigint, text, text, text, text) from public;

grant execute
  on function "app"."settle_redemption"(bigint, text, text, text, text)
  to "authenticated", "postgres";

revoke all on function "app"."settle_redemption_by"(uuid, bigint, text, text, text, text) from public;
