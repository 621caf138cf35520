-- Referrals and invitations (docs/product.md#invitations-and-referrals; docs/referral-guards.md):
-- the referral record at signup, rewards paid once the address is proven, the guards and their refusal
-- reasons, invitations checked before the mail is sent, the sponsor lookup, the learner's referrals
-- and the invitation link's source.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- The invitation link sources the app writes (contract LINK_SOURCES; a parity test keeps the two
-- equal): the one list the column's check and the signup trigger read.
create or replace function app.link_sources()
  returns text[]
  language sql
  immutable
  parallel safe
  set search_path to ''
  AS $function$
  select array['direct', 'email', 'facebook', 'linkedin', 'twitter', 'whatsapp']
$function$;

-- Domains whose addresses (and whose subdomains' addresses) earn no referral reward. `source` says
-- where a row came from: 'npm:disposable-email-domains@<version>' for the seeded list (replaced
-- when the package is upgraded), 'operator' (or any other text) for rows an operator added, which
-- seeding never touches.
create table "app"."disposable_email_domains" (
  "domain"   text                     not null,
  "source"   text                     not null default 'operator'::text,
  "added_at" timestamp with time zone not null default now(),
  constraint "disposable_email_domains_domain_check"
    check (((domain = lower(domain)) AND (domain ~ '^[a-z0-9.-]+$'::text))),
  constraint "disposable_email_domains_pkey" primary key (domain)
);

-- Referrals (who signed up with whose invite code) and e-mail invitations.
--
-- docs/product.md#business-numbers: each successful referral pays the referrer 10 tokens + 20 points; docs/product.md#invitations-and-referrals: a bonus for
-- enrolling 5 people (amount in app.settings, default 25 tokens), paid once. Fraud rules
-- (docs/architecture.md#referrals): never for self-referral, never twice for the same e-mail address (even
-- after the referred account is deleted and re-created), never for anonymous users; an unknown code
-- still lets the person sign up.
-- Referrals are internal (app schema): a referrer learns their count (profiles.invites), not the
-- addresses of strangers who used a shared link. Invitations are the addresses the learner typed,
-- so they may read their own (the user object's invitedUsers, docs/product.md#entities).
create table "app"."referrals" (
  "id"             bigint                   generated always as identity not null,
  "referrer_id"    uuid,
  "referred_id"    uuid,
  "referred_email" text                     not null,
  "created_at"     timestamp with time zone not null default now(),
  "paid_at"        timestamp with time zone,
  "mailbox"        text                     not null,
  "refusal_reason" text,
  "link_source"    text,
  constraint "referrals_link_source_check" check ((link_source = ANY (app.link_sources()))),
  constraint "referrals_pkey" primary key (id),
  constraint "referrals_referred_email_check" check ((referred_email = lower(referred_email))),
  constraint "referrals_referred_email_key" unique (referred_email),
  constraint "referrals_referred_id_key" unique (referred_id),
  constraint "referrals_referred_id_fkey" foreign key (referred_id) references public.profiles(id) on delete
    set null,
  constraint "referrals_referrer_id_fkey" foreign key (referrer_id) references public.profiles(id) on delete
    set null
);

create table "public"."invitations" (
  "id"          bigint                   generated always as identity not null,
  "inviter_id"  uuid                     not null,
  "email"       text                     not null,
  "status"      text                     not null default 'pending'::text,
  "created_at"  timestamp with time zone not null default now(),
  "accepted_at" timestamp with time zone,
  constraint "invitations_email_check" check (((email = lower(email)) AND (char_length(email) <= 254))),
  constraint "invitations_pkey" primary key (id),
  constraint "invitations_status_check" check ((status = ANY (ARRAY['pending'::text, 'accepted'::text]))),
  constraint "invitations_inviter_id_fkey" foreign key (inviter_id) references public.profiles(id)
    on delete cascade
);

comment on table "app"."disposable_email_domains" is 'Disposable e-mail domains: no referral reward for their addresses. Add rows with source ''operator''; see docs/referral-guards.md.';

comment on column "app"."referrals"."link_source" is 'The invitation link''s source the recruit signed up through (direct, email or a share network); null when unknown.';

comment on column "app"."referrals"."paid_at" is 'When the referrer was paid (app.pay_referral); null while the recruit has not confirmed their address.';

comment on column "app"."referrals"."refusal_reason" is 'Null when the referrer was paid; otherwise why not, in words for an operator (app.referral_refusal_reason).';

-- The rate limit counts an inviter's recent invitations; also serves the inviter_id foreign key.
create index invitations_inviter_recent_idx on public.invitations using btree (inviter_id, created_at);

-- One pending invitation per address per inviter.
create unique index invitations_one_pending_idx on public.invitations using btree (inviter_id, email)
  where (status = 'pending'::text);

create index referrals_mailbox_idx on app.referrals using btree (mailbox);

create index referrals_referrer_id_idx on app.referrals using btree (referrer_id);

-- The daily cap counts a referrer's paid referrals of the last 24 hours.
create index referrals_referrer_paid_idx on app.referrals using btree (referrer_id, paid_at)
  where (paid_at is not null);

-- app.check_invite(p_email text) -> jsonb  {"email", "signup": {ref, sponsor}}
--   Whether the caller may invite p_email now, and what the e-mail's link needs. Records nothing
--   and locks nothing. Errors: those of app.invite_refusal, MT401, MT404.
create or replace function app.check_invite (
  p_email text
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_email text := lower(btrim(p_email));
  v_name text;
  v_code text;
begin
  select p.name, p.invite_code into v_name, v_code from public.profiles p where p.id = v_uid;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  perform app.invite_refusal(v_uid, v_email);
  -- 'locale': the invitee's own mail language when the address already has an account (the api
  -- prefers it to the inviter's choice; the inviter never sees it).
  return jsonb_build_object('email', v_email, 'signup', jsonb_build_object('ref', v_code, 'sponsor', v_name),
                            'locale', (select app.mail_locale(u.id) from auth.users u where u.email = v_email limit 1));
end;
$function$;

-- app.credit_referral as in …143200, also recording the mailbox (one mailbox is one person).
create or replace function app.credit_referral (
  p_referred_id  uuid,
  p_email        text,
  p_code         text,
  p_is_anonymous boolean
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_code text := upper(btrim(p_code));
  v_email text := lower(btrim(p_email));
  v_referrer_id uuid;
  v_referral_id bigint;
begin
  if v_code is null or v_code !~ '^[A-Z0-9]{6,16}$' or v_email is null or v_email = ''
     or coalesce(p_is_anonymous, false) then
    return;
  end if;

  select p.id into v_referrer_id
    from public.profiles p where p.invite_code = v_code and p.deleted_at is null
     for update;
  if not found or v_referrer_id = p_referred_id then
    return;
  end if;

  insert into app.referrals (referrer_id, referred_id, referred_email, mailbox)
  values (v_referrer_id, p_referred_id, v_email, app.email_mailbox(v_email))
  on conflict do nothing
  returning id into v_referral_id;
  if v_referral_id is null then
    return; -- this address (or account) was already referred once
  end if;

  if exists (select 1 from auth.users u where u.id = p_referred_id and u.email_confirmed_at is not null) then
    perform app.pay_referral(p_referred_id);
  end if;
end;
$function$;

-- app.email_mailbox(email) -> text: the mailbox an address delivers to, for "one mailbox is one
-- person": lower case, the +tag removed (every large provider delivers a+tag@ to a@), and at Gmail
-- (gmail.com, googlemail.com: one provider) dots in the local part removed, as Gmail ignores them.
-- Other providers treat dots as significant, so they are kept there.
create or replace function app.email_mailbox (
  p_email text
)
  returns text
  language sql
  immutable
  set search_path to ''
  AS $function$
  with parts as (
    select split_part(lower(btrim(p_email)), '@', 1) as local,
           split_part(lower(btrim(p_email)), '@', 2) as domain
  ), canonical as (
    select split_part(local, '+', 1) as local,
           case when domain = 'googlemail.com' then 'gmail.com' else domain end as domain
      from parts
  )
  select case when domain = 'gmail.com' then replace(local, '.', '') else local end || '@' || domain
    from canonical;
$function$;

-- Confirmation: the first time a user's address is confirmed, their referral (if any) is paid.
create or replace function app.handle_email_confirmed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.pay_referral(new.id);
  return new;
end;
$function$;

-- app.invite_refusal(p_uid, p_email): raises the refusal an invitation from p_uid to p_email gets
-- (MT400 'Invalid Email', MT400 'You cannot invite yourself', MT429 'Too many invitations',
-- MT409 'Already invited'), or returns when it may be sent. Internal: no grants.
create or replace function app.invite_refusal (
  p_uid   uuid,
  p_email text
)
  returns void
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_limit integer;
  v_recent integer;
begin
  if p_email is null or char_length(p_email) > 254
     or p_email !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$' then
    raise exception using errcode = 'MT400', message = 'Invalid Email', detail = 'Please enter a valid email address';
  end if;

  if p_email = (select lower(u.email) from auth.users u where u.id = p_uid) then
    raise exception using errcode = 'MT400', message = 'You cannot invite yourself';
  end if;

  select s.invites_per_hour into v_limit from app.settings s;
  select count(*) into v_recent from public.invitations i
   where i.inviter_id = p_uid and i.created_at > now() - interval '1 hour';
  if v_recent >= v_limit then
    raise exception using errcode = 'MT429', message = 'Too many invitations',
      detail = format('You can send up to %s invitations per hour. Please try again later.', v_limit);
  end if;

  if exists (select 1 from public.invitations i where i.inviter_id = p_uid and i.email = p_email and i.status = 'pending') then
    raise exception using errcode = 'MT409', message = 'Already invited',
      detail = format('An invitation to %s is already pending.', p_email);
  end if;
end;
$function$;

-- app.my_referrals() -> jsonb
--   { invitations: [{id, email, status, invitedAt, acceptedAt}],
--     joined: [{id, name, joinedAt, paid, invited}],
--     reward: {tokens, points},
--     bonus: {threshold, tokens, points, count, paid, paidAt} }
--   `invited`: the person joined at an address the learner had invited. `count`: the enrolments
--   the bonus is decided on (profiles.invites).
create or replace function app.my_referrals()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  return (
    select jsonb_build_object(
      'invitations', coalesce((
        select jsonb_agg(jsonb_build_object('id', i.id, 'email', i.email, 'status', i.status,
                                            'invitedAt', i.created_at, 'acceptedAt', i.accepted_at)
                         order by i.created_at desc, i.id desc)
          from public.invitations i where i.inviter_id = v_uid), '[]'::jsonb),
      'joined', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', r.id,
                 'name', coalesce(p.name, 'Deleted account'),
                 'joinedAt', r.created_at,
                 'paid', exists (select 1 from public.ledger l
                                  where l.user_id = v_uid and l.reason = 'referral' and l.reference = r.referred_id::text),
                 'invited', exists (select 1 from public.invitations i
                                     where i.inviter_id = v_uid and i.email = r.referred_email))
               order by r.created_at desc, r.id desc)
          from app.referrals r left join public.profiles p on p.id = r.referred_id
         where r.referrer_id = v_uid), '[]'::jsonb),
      'reward', jsonb_build_object('tokens', s.referral_tokens, 'points', s.referral_points),
      'bonus', jsonb_build_object(
        'threshold', s.enrolment_bonus_threshold,
        'tokens', s.enrolment_bonus_tokens,
        'points', s.enrolment_bonus_points,
        'count', me.invites,
        'paid', bonus.created_at is not null,
        'paidAt', bonus.created_at)
    )
    from app.settings s
    cross join public.profiles me
    left join lateral (
      select min(l.created_at) as created_at from public.ledger l
       where l.user_id = v_uid and l.reason = 'referral_bonus'
    ) bonus on true
    where me.id = v_uid
  );
end;
$function$;

-- app.pay_referral as in …143200, with the guard before anything moves (the referrer's row is
-- locked by then, so the daily count is exact).
create or replace function app.pay_referral (
  p_referred_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_referral app.referrals;
  v_invites integer;
  v_settings app.settings;
  v_refusal text;
begin
  select r.* into v_referral
    from app.referrals r
   where r.referred_id = p_referred_id and r.paid_at is null and r.refusal_reason is null
     for update;
  if not found or v_referral.referrer_id is null then
    return;
  end if;

  select p.invites into v_invites
    from public.profiles p
   where p.id = v_referral.referrer_id and p.deleted_at is null
     for update;
  if not found then
    return; -- the referrer deleted their account: nobody to pay
  end if;

  v_refusal := app.referral_refusal_reason(v_referral.referrer_id, v_referral.referred_email);
  if v_refusal is not null then
    update app.referrals r set refusal_reason = v_refusal where r.id = v_referral.id;
    update public.invitations i
       set status = 'accepted', accepted_at = now()
     where i.inviter_id = v_referral.referrer_id and i.email = v_referral.referred_email and i.status = 'pending';
    return;
  end if;

  update app.referrals r set paid_at = now() where r.id = v_referral.id;

  select s.* into v_settings from app.settings s;
  update public.profiles p set invites = p.invites + 1 where p.id = v_referral.referrer_id;
  v_invites := v_invites + 1;

  if v_settings.referral_tokens <> 0 or v_settings.referral_points <> 0 then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_referral.referrer_id, v_settings.referral_tokens, v_settings.referral_points, 'referral', p_referred_id::text)
    on conflict (user_id, reason, reference) do nothing;
  end if;

  if v_invites >= v_settings.enrolment_bonus_threshold
     and (v_settings.enrolment_bonus_tokens <> 0 or v_settings.enrolment_bonus_points <> 0) then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_referral.referrer_id, v_settings.enrolment_bonus_tokens, v_settings.enrolment_bonus_points,
            'referral_bonus', 'enrolments:' || v_settings.enrolment_bonus_threshold)
    on conflict (user_id, reason, reference) do nothing;
  end if;

  update public.invitations i
     set status = 'accepted', accepted_at = now()
   where i.inviter_id = v_referral.referrer_id and i.email = v_referral.referred_email and i.status = 'pending';
end;
$function$;

create or replace function app.record_link_source()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_source text := lower(btrim(new.raw_user_meta_data ->> 'source'));
begin
  -- The column's own list: anything else is not a source the app wrote (and would fail the check).
  if v_source = any (app.link_sources()) then
    update app.referrals r set link_source = v_source where r.referred_id = new.id;
  end if;
  return new;
end;
$function$;

-- app.referral_refusal_reason(referrer, referred e-mail) -> text | null
--   Null: pay the referral. Otherwise the reason, for app.referrals.refusal_reason. Call it while
--   holding the referrer's profile row lock (the daily count is then exact) and before paying
--   it. Takes a transaction lock on the mailbox so two aliases of one mailbox signing
--   up at once are decided one after the other.
create or replace function app.referral_refusal_reason (
  p_referrer_id uuid,
  p_email       text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_email text := lower(btrim(p_email));
  v_mailbox text := app.email_mailbox(p_email);
  v_domain text := split_part(lower(btrim(p_email)), '@', 2);
  v_settings app.settings;
  v_paid_today integer;
  v_listed text;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('app.referrals.mailbox:' || v_mailbox, 0));
  select s.* into v_settings from app.settings s;

  if v_mailbox = (select app.email_mailbox(u.email) from auth.users u where u.id = p_referrer_id) then
    return format('Same mailbox as the referrer (%s)', v_mailbox);
  end if;

  if exists (select 1 from app.referrals r where r.mailbox = v_mailbox and r.referred_email <> v_email) then
    return format('Mailbox %s was already referred under another spelling of the address', v_mailbox);
  end if;

  if v_settings.referral_refuse_disposable then
    -- The domain itself or any parent domain (a subdomain of a disposable domain is disposable too).
    -- Primary-key lookups of each suffix: mail.a.b -> mail.a.b, a.b, b.
    select d.domain into v_listed
      from app.disposable_email_domains d
     where d.domain = any (array(
             select array_to_string(l.labels[i:], '.')
               from (select string_to_array(v_domain, '.') as labels) l,
                    generate_series(1, coalesce(array_length(l.labels, 1), 0)) as i))
     order by length(d.domain) desc
     limit 1;
    if v_listed is not null then
      return format('Disposable e-mail domain %s (app.disposable_email_domains)', v_listed);
    end if;
  end if;

  select count(*) into v_paid_today
    from app.referrals r
   where r.referrer_id = p_referrer_id and r.paid_at > now() - interval '24 hours';
  if v_paid_today >= v_settings.referral_daily_cap then
    return format('Daily cap reached: %s paid referrals in the last 24 hours (app.settings.referral_daily_cap = %s)',
                  v_paid_today, v_settings.referral_daily_cap);
  end if;

  return null;
end;
$function$;

-- app.send_invite(p_email text) -> jsonb: records the invitation under the inviter's row lock, after
-- the same checks as app.check_invite (docs/architecture.md#abuse: the mail is sent between the two).
create or replace function app.send_invite (
  p_email text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_email text := lower(btrim(p_email));
  v_name text;
  v_code text;
  v_id bigint;
begin
  select p.name, p.invite_code into v_name, v_code from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  perform app.invite_refusal(v_uid, v_email);

  insert into public.invitations (inviter_id, email)
  values (v_uid, v_email)
  on conflict (inviter_id, email) where status = 'pending' do nothing
  returning id into v_id;
  if v_id is null then
    raise exception using errcode = 'MT409', message = 'Already invited',
      detail = format('An invitation to %s is already pending.', v_email);
  end if;

  return jsonb_build_object(
    'message', format('Invitation sent to %s', v_email),
    'invitation', jsonb_build_object('id', v_id, 'email', v_email),
    'signup', jsonb_build_object('ref', v_code, 'sponsor', v_name),
    'user', app.user_json(v_uid)
  );
end;
$function$;

-- app.sponsor_name(code) -> text | null
--   The display name of the account owning an invite code (case-insensitive), or null. Reveals
--   nothing else about the account. Internal: the api reads it on its own connection for anonymous
--   visitors, so no client role may execute it.
create or replace function app.sponsor_name (
  p_code text
)
  returns text
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select p.name from public.profiles p
   where p.invite_code = upper(btrim(p_code)) and upper(btrim(p_code)) ~ '^[A-Z0-9]{6,16}$';
$function$;

-- What an operator reads: every referral that paid nothing, and why.
create view "app"."referral_refusals" with (security_invoker=true) AS  SELECT r.created_at,
    r.referrer_id,
    p.name AS referrer_name,
    r.referred_email,
    r.mailbox,
    r.refusal_reason
   FROM (app.referrals r
     LEFT JOIN public.profiles p ON ((p.id = r.referrer_id)))
  WHERE (r.refusal_reason IS NOT NULL);

comment on view "app"."referral_refusals" is 'Referrals that paid no reward, with the reason (docs/referral-guards.md).';

create trigger on_auth_user_created_link_source
  after insert on auth.users
  for each row
  execute function app.record_link_source();

create trigger on_auth_user_email_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (((old.email_confirmed_at IS NULL) AND (new.email_confirmed_at IS NOT NULL)))
  execute function app.handle_email_confirmed();

alter table "app"."disposable_email_domains"
  enable row level security;

alter table "app"."referrals"
  enable row level security;

alter table "public"."invitations"
  enable row level security;

create policy "invitations_select_own" on "public"."invitations"
  for select
  to "authenticated"
  using ((inviter_id = ( select auth.uid() as uid)));

revoke all on function "app"."link_sources"() from public;

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."invitations" from "anon", "authenticated", "service_role";

revoke all on sequence "public"."invitations_id_seq" from "anon", "authenticated", "service_role";

grant select on table "public"."invitations" to "authenticated";

grant select on table "public"."invitations" to "service_role";

revoke all on function "app"."check_invite"(text) from public;

grant execute on function "app"."check_invite"(text) to "authenticated", "postgres";

revoke all on function "app"."credit_referral"(uuid, text, text, boolean) from public;

revoke all on function "app"."email_mailbox"(text) from public;

revoke all on function "app"."handle_email_confirmed"() from public;

revoke all on function "app"."invite_refusal"(uuid, text) from public;

revoke all on function "app"."my_referrals"() from public;

grant execute on function "app"."my_referrals"() to "authenticated", "postgres";

revoke all on function "app"."pay_referral"(uuid) from public;

revoke all on function "app"."record_link_source"() from public;

revoke all on function "app"."referral_refusal_reason"(uuid, text) from public;

revoke all on function "app"."send_invite"(text) from public;

grant execute on function "app"."send_invite"(text) to "authenticated", "postgres";

revoke all on function "app"."sponsor_name"(text) from public;
