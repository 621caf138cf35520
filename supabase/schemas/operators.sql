-- Operator functions (docs/operators.md, "Operator functions"): what an operator changes from the
-- SQL editor, each call one transaction and one row in ops.audit saying who, when, what and why.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

comment on schema "ops" is 'Operator functions for the SQL editor (docs/operators.md), each audited in ops.audit. Owner only.';

create table "ops"."audit" (
  "id"       bigint                   generated always as identity not null,
  "at"       timestamp with time zone not null default now(),
  "operator" text                     not null,
  "action"   text                     not null,
  "target"   text                     not null,
  "reason"   text                     not null,
  "details"  jsonb                    not null default '{}'::jsonb,
  constraint "audit_pkey" primary key (id),
  constraint "audit_reason_check"
    check (((char_length(btrim(reason)) >= 3) AND (char_length(btrim(reason)) <= 1000)))
);

comment on table "ops"."audit" is 'One row per operator function call: when, who (mta.operator or the session user), what, on whom, why, and what changed.';

-- Operator function: close an account (docs/operators.md, "Operator functions"). Deleting the auth
-- user is how every path closes an account: the auth.users delete trigger (app.forget_profile,
-- docs/account-lifecycle.md) makes the profile anonymous and keeps its ledger, so the books still
-- balance. Same rules as every operator function: owner only, audited.
create or replace function ops.close_account (
  p_who    text,
  p_reason text
)
  returns text
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_id uuid := ops.user_id(p_who);
begin
  if not exists (select 1 from auth.users u where u.id = v_id) then
    raise exception using errcode = 'MT409', message = 'Already closed', detail = 'This account was already deleted.';
  end if;
  perform ops.record('close_account', v_id::text, p_reason, jsonb_build_object('who', p_who));
  delete from auth.users u where u.id = v_id;
  return format('Closed the account of %s: signed out everywhere, name and contact details removed, ledger kept', p_who);
end;
$function$;

-- Balances -----------------------------------------------------------------------------------------
-- A correction is a ledger row (reason 'adjustment', reference 'ops:<audit id>'), never an update of
-- the balance: the books stay balanced and the row says where it came from. A correction that would
-- take a balance below zero is refused by the balance's check constraint (nothing is written).
create or replace function ops.correct_balance (
  p_who    text,
  p_tokens integer,
  p_points integer,
  p_reason text
)
  returns text
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_id uuid := ops.user_id(p_who);
  v_audit bigint;
begin
  if coalesce(p_tokens, 0) = 0 and coalesce(p_points, 0) = 0 then
    raise exception using errcode = 'MT400', message = 'Nothing to correct', detail = 'Give a non-zero number of tokens or points.';
  end if;
  v_audit := ops.record('correct_balance', v_id::text, p_reason,
                        jsonb_build_object('tokens', coalesce(p_tokens, 0), 'points', coalesce(p_points, 0)));
  insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
  values (v_id, coalesce(p_tokens, 0), coalesce(p_points, 0), 'adjustment', 'ops:' || v_audit);
  return format('Corrected by %s tokens and %s points (ledger reference ops:%s)', coalesce(p_tokens, 0), coalesce(p_points, 0), v_audit);
end;
$function$;

-- Redemptions ------------------------------------------------------------------------------------------
-- The operator's path shares the app's body, app.settle_redemption_by(actor, ...) (supabase/schemas/fulfilment.sql): the row lock, the once-only refund and the messages are the
-- same. The operator has no auth user, so settled_by stays null and ops.audit says who.
create or replace function ops.fulfil_redemption (
  p_redemption_id bigint,
  p_delivery      text,
  p_reason        text
)
  returns text
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_result jsonb;
begin
  v_result := app.settle_redemption_by(null, p_redemption_id, 'fulfil', p_delivery);
  perform ops.record('fulfil_redemption', p_redemption_id::text, p_reason, jsonb_build_object('delivery', p_delivery));
  return v_result ->> 'message';
end;
$function$;

-- Admins -------------------------------------------------------------------------------------------
create or replace function ops.grant_admin (
  p_who    text,
  p_reason text
)
  returns text
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_id uuid := ops.user_id(p_who);
begin
  update public.profiles p set is_admin = true where p.id = v_id;
  perform ops.record('grant_admin', v_id::text, p_reason, jsonb_build_object('who', p_who));
  return format('%s is now an admin', p_who);
end;
$function$;

-- ops.record(action, target, reason, details) -> audit id. Refuses an empty reason, so every
-- change says why.
create or replace function ops.record (
  p_action  text,
  p_target  text,
  p_reason  text,
  p_details jsonb default '{}'::jsonb
)
  returns bigint
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_id bigint;
begin
  if p_reason is null or char_length(btrim(p_reason)) < 3 then
    raise exception using errcode = 'MT400', message = 'A reason is required',
      detail = 'Say why (3 to 1000 characters): it is kept in ops.audit.';
  end if;
  insert into ops.audit (operator, action, target, reason, details)
  values (coalesce(nullif(pg_catalog.current_setting('mta.operator', true), ''), session_user::text),
          p_action, p_target, btrim(p_reason), coalesce(p_details, '{}'::jsonb))
  returning id into v_id;
  return v_id;
end;
$function$;

create or replace function ops.refund_redemption (
  p_redemption_id bigint,
  p_reason        text
)
  returns text
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_result jsonb;
begin
  v_result := app.settle_redemption_by(null, p_redemption_id, 'refund', p_reason);
  perform ops.record('refund_redemption', p_redemption_id::text, p_reason, jsonb_build_object('tokens', (v_result -> 'redemption' ->> 'cost')::integer));
  return v_result ->> 'message';
end;
$function$;

-- Referrals ------------------------------------------------------------------------------------------
-- Reversing takes back what the referral paid the referrer (its 'referral' ledger row), once: the
-- reversal is an adjustment with reference 'reversal:referral:<referred id>', which the ledger's
-- unique key allows only once. The enrolment bonus, if the referral helped earn it, is not taken
-- back (correct it with ops.correct_balance when it should be). If the referrer has already spent
-- the tokens, the balance check refuses and nothing is written.
create or replace function ops.reverse_referral_reward (
  p_referred text,
  p_reason   text
)
  returns text
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_referred uuid;
  v_referrer uuid;
  v_paid public.ledger%rowtype;
begin
  select r.referred_id, r.referrer_id into v_referred, v_referrer
    from app.referrals r
   where r.referred_email = lower(btrim(p_referred))
      or (p_referred ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' and r.referred_id = p_referred::uuid);
  if v_referred is null or v_referrer is null then
    raise exception using errcode = 'MT404', message = 'Referral not found',
      detail = format('No referral of %s with both accounts still present.', p_referred);
  end if;
  select l.* into v_paid from public.ledger l
   where l.user_id = v_referrer and l.reason = 'referral' and l.reference = v_referred::text;
  if not found then
    raise exception using errcode = 'MT404', message = 'No referral reward was paid for this signup';
  end if;
  if exists (select 1 from public.ledger l
              where l.user_id = v_referrer and l.reason = 'adjustment' and l.reference = 'reversal:referral:' || v_referred) then
    raise exception using errcode = 'MT409', message = 'Already reversed';
  end if;
  perform ops.record('reverse_referral_reward', v_referrer::text, p_reason,
                     jsonb_build_object('referred', v_referred, 'tokens', -v_paid.delta_tokens, 'points', -v_paid.delta_points));
  insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
  values (v_referrer, -v_paid.delta_tokens, -v_paid.delta_points, 'adjustment', 'reversal:referral:' || v_referred);
  return format('Took back %s tokens and %s points from the referrer', v_paid.delta_tokens, v_paid.delta_points);
end;
$function$;

-- Revoking removes both ways of being an admin: the profile flag and the address in
-- app.admin_emails (otherwise the listed address would keep them an admin).
create or replace function ops.revoke_admin (
  p_who    text,
  p_reason text
)
  returns text
  language plpgsql
  set search_path to ''
  AS $function$
declare
  v_id uuid := ops.user_id(p_who);
  v_unlisted text[];
begin
  update public.profiles p set is_admin = false where p.id = v_id;
  with gone as (
    delete from app.admin_emails a
     where a.email = (select lower(u.email) from auth.users u where u.id = v_id)
    returning a.email
  )
  select coalesce(array_agg(gone.email), '{}') into v_unlisted from gone;
  perform ops.record('revoke_admin', v_id::text, p_reason, jsonb_build_object('who', p_who, 'removedAdminEmails', v_unlisted));
  return format('%s is no longer an admin', p_who);
end;
$function$;

-- ops.user_id(who) -> uuid: a user named by id or by e-mail address.
create or replace function ops.user_id (
  p_who text
)
  returns uuid
  language plpgsql
  stable
  set search_path to ''
  AS $function$
declare
  v_id uuid;
begin
  if p_who ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select p.id into v_id from public.profiles p where p.id = p_who::uuid;
  else
    select u.id into v_id from auth.users u where lower(u.email) = lower(btrim(p_who));
  end if;
  if v_id is null then
    raise exception using errcode = 'MT404', message = 'User not found', detail = format('No user with id or e-mail %s.', p_who);
  end if;
  return v_id;
end;
$function$;

comment on function "ops"."close_account"(text, text) is 'Deletes a user''s auth account; the profile becomes anonymous and its ledger is kept (app.forget_profile), audited.';

comment on function "ops"."correct_balance"(text, integer, integer, text) is 'Adds an adjustment ledger row (tokens, points may be negative) for a user, audited. Never updates a balance directly.';

comment on function "ops"."fulfil_redemption"(bigint, text, text) is 'Marks a pending redemption delivered (what was delivered, and why the operator did it), audited. The learner is not e-mailed: tell them, or use the app.';

comment on function "ops"."grant_admin"(text, text) is 'Makes a user (id or e-mail) an admin (profiles.is_admin), audited.';

comment on function "ops"."refund_redemption"(bigint, text) is 'Refunds a pending redemption: its tokens back through the ledger (once), the reason shown to the learner, audited.';

comment on function "ops"."reverse_referral_reward"(text, text) is 'Takes back the referral reward paid for one referred signup (e-mail or id), once, by an adjustment ledger row, audited.';

comment on function "ops"."revoke_admin"(text, text) is 'Removes a user''s admin rights: profiles.is_admin and their address in app.admin_emails, audited.';

alter table "ops"."audit"
  enable row level security;

revoke all on function "ops"."close_account"(text, text) from public;

revoke all on function "ops"."correct_balance"(text, integer, integer, text) from public;

revoke all on function "ops"."fulfil_redemption"(bigint, text, text) from public;

revoke all on function "ops"."grant_admin"(text, text) from public;

revoke all on function "ops"."record"(text, text, text, jsonb) from public;

revoke all on function "ops"."refund_redemption"(bigint, text) from public;

revoke all on function "ops"."reverse_referral_reward"(text, text) from public;

revoke all on function "ops"."revoke_admin"(text, text) from public;

revoke all on function "ops"."user_id"(text) from public;
