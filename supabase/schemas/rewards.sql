-- Rewards (docs/product.md#rewards): the catalogue, redemptions, packs and manual fulfilment, the
-- delivered files' bucket policies, and the income-claim checks on admin-written text
-- (docs/product.md#claim-checks).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Saving flagged text anyway needs a reason, kept here with the admin and the time.
create table "app"."claim_overrides" (
  "id"         bigint                   generated always as identity not null,
  "subject"    text                     not null,
  "subject_id" bigint                   not null,
  "hits"       jsonb                    not null,
  "reason"     text                     not null,
  "admin_id"   uuid,
  "created_at" timestamp with time zone not null default now(),
  constraint "claim_overrides_pkey" primary key (id),
  constraint "claim_overrides_reason_check"
    check (((char_length(btrim(reason)) >= 3) AND (char_length(btrim(reason)) <= 500))),
  constraint "claim_overrides_subject_check"
    check ((subject = ANY (ARRAY['course'::text, 'course_material'::text, 'reward_pack_item'::text]))),
  constraint "claim_overrides_admin_id_fkey" foreign key (admin_id) references auth.users(id) on delete
    set null
);

-- Claim checks ---------------------------------------------------------------------------------
-- Marketing text an admin writes (pack items, course texts, material descriptions) is checked for
-- the income and lifestyle claims the FTC names as likely misleading. The phrases are POSIX
-- regular expressions matched case-insensitively; operators extend the list from the dashboard.
create table "app"."claim_phrases" (
  "id"         bigint                   generated always as identity not null,
  "pattern"    text                     not null,
  "reason"     text                     not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "claim_phrases_pattern_check"
    check (((char_length(pattern) >= 1) AND (char_length(pattern) <= 500))),
  constraint "claim_phrases_pattern_key" unique (pattern),
  constraint "claim_phrases_pkey" primary key (id),
  constraint "claim_phrases_reason_check"
    check (((char_length(reason) >= 1) AND (char_length(reason) <= 300)))
);

-- The reward catalogue (docs/product.md#rewards) and redemptions.
--
-- The catalogue is product data, not demo data, so its rows ship in the product-data migration. Redeeming the same
-- reward again is allowed (each redemption is a purchase); each one is its own ledger row
-- (reason 'redemption', reference = redemption id).
create table "public"."rewards" (
  "id"         text     not null,
  "title"      text     not null,
  "cost"       integer  not null,
  "sort_order" smallint not null,
  "fulfilment" text     not null default 'pack'::text,
  "description" text    not null default ''::text,
  constraint "rewards_cost_check" check ((cost > 0)),
  constraint "rewards_description_check" check ((char_length(description) <= 300)),
  constraint "rewards_fulfilment_check" check ((fulfilment = ANY (ARRAY['pack'::text, 'manual'::text]))),
  constraint "rewards_id_check" check ((id ~ '^[a-z][a-z_]{0,39}$'::text)),
  constraint "rewards_pkey" primary key (id),
  constraint "rewards_sort_order_key" unique (sort_order),
  constraint "rewards_title_check" check (((char_length(title) >= 1) AND (char_length(title) <= 100)))
);

create table "public"."redemptions" (
  "id"                 bigint                   generated always as identity not null,
  "user_id"            uuid                     not null,
  "reward_id"          text                     not null,
  "cost"               integer                  not null,
  "created_at"         timestamp with time zone not null default now(),
  "status"             text                     not null default 'delivered'::text,
  "delivery"           text,
  "settled_at"         timestamp with time zone,
  "settled_by"         uuid,
  "refund_reason"      text,
  "delivery_path"      text,
  "delivery_file_name" text,
  constraint "redemptions_check"
    check
    (((delivery_path IS NULL) OR ((split_part(delivery_path, '/'::text, 1) = (id)::text) AND
    (char_length(delivery_path) <= 300)))),
  constraint "redemptions_cost_check" check ((cost > 0)),
  constraint "redemptions_delivery_check"
    check (((delivery IS NULL) OR ((char_length(delivery) >= 1) AND (char_length(delivery) <= 10000)))),
  constraint "redemptions_delivery_file_name_check"
    check
    (((delivery_file_name IS NULL) OR ((char_length(delivery_file_name) >= 1) AND
    (char_length(delivery_file_name) <= 200)))),
  constraint "redemptions_delivery_path_key" unique (delivery_path),
  constraint "redemptions_pkey" primary key (id),
  constraint "redemptions_refund_reason_check"
    check
    (((refund_reason IS NULL) OR ((char_length(refund_reason) >= 1) AND (char_length(refund_reason) <=
    500)))),
  constraint "redemptions_settled_by_fkey" foreign key (settled_by) references auth.users(id) on delete
    set null,
  constraint "redemptions_status_check"
    check ((status = ANY (ARRAY['delivered'::text, 'pending'::text, 'fulfilled'::text, 'refunded'::text]))),
  constraint "redemptions_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade,
  constraint "redemptions_reward_id_fkey" foreign key (reward_id) references public.rewards(id)
    on delete restrict
);

-- Pack items -----------------------------------------------------------------------------------
create table "public"."reward_pack_items" (
  "id"                bigint                   generated always as identity not null,
  "reward_id"         text                     not null,
  "title"             text                     not null,
  "body"              text                     not null,
  "position"          integer                  not null default 0,
  "claim_override_id" bigint,
  "updated_at"        timestamp with time zone not null default now(),
  "claims_flagged"    boolean                  not null default false,
  "shown_to_buyers"   boolean                  generated always as (((claim_override_id is not null) or (not claims_flagged))) stored,
  constraint "reward_pack_items_body_check"
    check (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 5000))),
  constraint "reward_pack_items_claim_override_id_fkey" foreign key (claim_override_id)
    references app.claim_overrides(id) on delete set null,
  constraint "reward_pack_items_pkey" primary key (id),
  constraint "reward_pack_items_title_check"
    check (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 120))),
  constraint "reward_pack_items_reward_id_fkey" foreign key (reward_id) references public.rewards(id)
    on delete cascade
);

comment on table "app"."claim_overrides" is 'Admin-written content saved despite flagged claims: which text, what was flagged, the reason given, by whom, when.';

comment on column "public"."reward_pack_items"."claims_flagged" is 'Whether the current title and body make a flagged claim: decided by app.check_claims when the text is written and by app.recheck_claims when app.claim_phrases changes, never on a read.';

comment on column "public"."reward_pack_items"."shown_to_buyers" is 'What a buyer of the pack sees: text without a flagged claim, or flagged text saved with a reason (docs/product.md#claim-checks).';

comment on table "app"."claim_phrases" is 'Income and lifestyle claims to flag in admin-written content (case-insensitive POSIX regex + the reason shown to the admin). Add rows to extend.';

comment on column "public"."redemptions"."delivery_path" is 'The delivered file in the reward-deliveries bucket (<redemption id>/<name>), when the admin attached one.';

comment on column "public"."rewards"."fulfilment" is 'pack: the learner gets the reward''s pack items at once; manual: an admin delivers it from the fulfilment queue.';

-- Rewards that are always worth their price (docs/product.md#rewards): the catalogue is data, and a
-- pack a buyer would get nothing from is not sold.
comment on column public.rewards.description is 'One line under the title in the catalogue.';

create index redemptions_pending_idx on public.redemptions using btree (created_at)
  where (status = 'pending'::text);

create index redemptions_reward_id_idx on public.redemptions using btree (reward_id);

create index redemptions_user_id_idx on public.redemptions using btree (user_id, created_at);

create index reward_pack_items_reward_idx on public.reward_pack_items using btree (reward_id, "position", id);

-- Foreign keys the Performance Advisor wants indexed (unindexed_foreign_keys): deleting the user or
-- the override would otherwise scan these tables to set the column null.
create index redemptions_settled_by_idx on public.redemptions using btree (settled_by);

create index claim_overrides_admin_idx on app.claim_overrides using btree (admin_id);

create index reward_pack_items_claim_override_idx on public.reward_pack_items using btree (claim_override_id);

-- Trigger on every table of admin-written marketing text (checks whatever path writes it: the
-- api function, the Data API, the SQL editor). Flagged text is refused with MT422 unless the same
-- transaction set `app.claim_reason` (the api function does when the admin gives one); then the
-- override is recorded. The detail is the sentence for the admin, the hint the hits as JSON.
-- A pack item keeps its verdict beside its text (claims_flagged), so no read checks text. The
-- share lock on app.claim_phrases makes a phrase change wait for texts being written (and the
-- other way round), so app.recheck_claims never misses a text decided under the old list.
create or replace function app.check_claims()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_text text;
  v_hits jsonb;
  v_reason text := nullif(btrim(coalesce(pg_catalog.current_setting('app.claim_reason', true), '')), '');
  v_subject text := case tg_table_name when 'courses' then 'course' when 'course_materials' then 'course_material' else 'reward_pack_item' end;
  v_override bigint;
begin
  lock table app.claim_phrases in share mode;
  -- Separate statements: PL/pgSQL resolves a record's fields per statement, and only pack items have a body.
  if tg_table_name = 'reward_pack_items' then
    v_text := concat_ws(' ', new.title, new.body);
  else
    v_text := concat_ws(' ', new.title, new.description);
  end if;
  v_hits := app.claim_hits(v_text);
  if tg_table_name = 'reward_pack_items' then new.claims_flagged := jsonb_array_length(v_hits) > 0; end if;
  if jsonb_array_length(v_hits) = 0 then
    if tg_table_name = 'reward_pack_items' then new.claim_override_id := null; end if;
    return new;
  end if;
  if v_reason is null then
    raise exception using errcode = 'MT422', message = 'Possible income claim',
      detail = format('This text may make a claim the FTC treats as misleading: %s. Change it, or give a reason to save it anyway.',
        (select string_agg(format('"%s" (%s)', h ->> 'match', rtrim(h ->> 'reason', '.')), '; ') from jsonb_array_elements(v_hits) h)),
      hint = v_hits::text;
  end if;
  if char_length(v_reason) < 3 or char_length(v_reason) > 500 then
    raise exception using errcode = 'MT400', message = 'Invalid reason',
      detail = 'The reason to save flagged text must be 3 to 500 characters.';
  end if;
  insert into app.claim_overrides (subject, subject_id, hits, reason, admin_id)
  values (v_subject, new.id, v_hits, v_reason, auth.uid())
  returning id into v_override;
  if tg_table_name = 'reward_pack_items' then new.claim_override_id := v_override; end if;
  return new;
end;
$function$;

-- app.claim_readings(p_text text) -> text[]
--   The ways a reader takes the text in, which app.claim_hits matches (and so every
--   app.check_claims trigger). The one normalisation of claim checks (docs/operators.md#income-claim-phrases):
--   1. Unicode NFKC; HTML tags removed (a block tag or <br> becomes a space) and entities decoded;
--      every kind of space and line break one space; every dash a hyphen; Cyrillic and Greek
--      letters that look Latin folded to Latin (“pаssive” with a Cyrillic а).
--   2. Separators inside a word: a run of hyphens, dots, underscores, middle dots, bullets,
--      asterisks, tildes, zero-width characters or soft hyphens between two letters, or between
--      a letter and a digit (“passive-income”, “passive.income”, “fi-nancial”, “9-to-5”), is read
--      both as a space and as nothing: two readings. A dot after a lone letter at a word's end
--      goes (“p.a.s.s.i.v.e.”). A zero-width character anywhere else is nothing; a hyphen or dot
--      between two digits stays (“24-7”, “$5.5k”).
--   3. Letters spaced out: three or more one-character words in a row, the first a letter, are
--      one word (“p a s s i v e”, “F I N A N C I A L”); read both with and without a leading
--      “a” or “I” of such a run as its own word (“earn a p a s s i v e income”).
--   4. Digits and @ $ | ! standing for letters inside a word after its first letter read as
--      letters (“f1nanc1al”, “p@$$ive”), while a word's leading digits stay digits (“$5k”,
--      “7-figure”).
--   Up to four distinct readings, the most literal first. Patterns should allow a missing space
--   between words (` ?`), as the joined reading and hashtags (“#passiveincome”) have none.
create or replace function app.claim_readings(p_text text)
returns text[]
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  v text := coalesce(p_text, '');
  v_code text;
  v_gap text;
  v_article boolean;
  v_reading text;
  v_run text;
  v_word text;
  v_middle text;
  v_words text[];
  v_readings text[] := '{}';
begin
  v := normalize(v, NFKC);
  v := pg_catalog.regexp_replace(v, '<\s*/?\s*(br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|hr)\M[^>]*>', ' ', 'gi');
  v := pg_catalog.regexp_replace(v, '<[^>]*>', '', 'g');
  -- Numeric entities, then the named ones an editor writes.
  loop
    v_code := (pg_catalog.regexp_match(v, '&#([0-9]{1,7});'))[1];
    exit when v_code is null;
    v := pg_catalog.replace(v, '&#' || v_code || ';', case when v_code::integer between 1 and 1114111 then pg_catalog.chr(v_code::integer) else ' ' end);
  end loop;
  loop
    v_code := (pg_catalog.regexp_match(v, '&#[xX]([0-9a-fA-F]{1,6});'))[1];
    exit when v_code is null;
    v := pg_catalog.regexp_replace(v, '&#[xX]' || v_code || ';', pg_catalog.chr(('x' || pg_catalog.lpad(v_code, 8, '0'))::bit(32)::integer), 'g');
  end loop;
  v := pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(v, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"');
  v := pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(v, '&apos;', ''''), '&shy;', pg_catalog.chr(173)), '&amp;', '&');
  v := normalize(v, NFKC);
  -- Zero-width characters and soft hyphens become U+E000, a separator of step 2.
  v := pg_catalog.regexp_replace(v, '[\u00ad\u200b\u200c\u200d\u2060\u180e\ufeff]+', pg_catalog.chr(57344), 'g');
  v := pg_catalog.regexp_replace(v, '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+', ' ', 'g');
  v := pg_catalog.regexp_replace(v, '[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]', '-', 'g');
  v := pg_catalog.translate(v,
    'аеорсухіјѕԁһԛԝвкмнтгпьѵӏαεορτυχικνβϲѡАВЕКМНОРСТУХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ',
    'aeopcyxijsdhqwbkmhtrnbvlaeoptuxikvbcwABEKMHOPCTYXIJSABEZHIKMNOPTYX');
  -- Step 2: a dot after a lone letter at a word's end goes; separators inside a word become U+E001.
  v := pg_catalog.regexp_replace(v, '(^|[^a-zA-Z0-9])([a-zA-Z])\.+(?= |$)', '\1\2', 'g');
  v := pg_catalog.regexp_replace(v, '([a-zA-Z])[-._\u00b7\u2022\u2219*~\ue000]+(?=[a-zA-Z0-9])', '\1' || pg_catalog.chr(57345), 'g');
  v := pg_catalog.regexp_replace(v, '([0-9])[-._\u00b7\u2022\u2219*~\ue000]+(?=[a-zA-Z])', '\1' || pg_catalog.chr(57345), 'g');
  v := pg_catalog.replace(v, pg_catalog.chr(57344), '');
  foreach v_gap in array array[' ', ''] loop
    foreach v_article in array array[false, true] loop
      v_reading := pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.replace(v, pg_catalog.chr(57345), v_gap), ' +', ' ', 'g'));
      -- Step 3: runs of one-character words.
      for v_run in
        select m[1] from pg_catalog.regexp_matches(v_reading, '(?:^| )([a-zA-Z](?: [a-zA-Z0-9@$|!]){2,})(?= |$)', 'g') as m
      loop
        v_reading := pg_catalog.btrim(pg_catalog.replace(' ' || v_reading || ' ', ' ' || v_run || ' ',
          ' ' || case when v_article and v_run ~ '^[aAiI]( [^ ]){3,}$'
                      then pg_catalog.left(v_run, 2) || pg_catalog.replace(pg_catalog.substr(v_run, 3), ' ', '')
                      else pg_catalog.replace(v_run, ' ', '') end || ' '));
      end loop;
      -- Step 4: within a word, between its first and last letter, digits and symbols that stand for letters.
      if v_reading ~ '[a-zA-Z][^ ]*[0134578@$|!][^ ]*[a-zA-Z]' then
        v_words := '{}';
        foreach v_word in array pg_catalog.string_to_array(v_reading, ' ') loop
          v_middle := pg_catalog.substring(v_word, '[a-zA-Z].*[a-zA-Z]');
          if v_middle ~ '[0134578@$|!]' then
            v_word := overlay(v_word placing pg_catalog.translate(v_middle, '0134578@$|!', 'oieastbasii')
              from pg_catalog.strpos(v_word, v_middle) for pg_catalog.length(v_middle));
          end if;
          v_words := v_words || v_word;
        end loop;
        v_reading := pg_catalog.array_to_string(v_words, ' ');
      end if;
      if not v_reading = any (v_readings) then
        v_readings := v_readings || v_reading;
      end if;
    end loop;
  end loop;
  return v_readings;
end;
$$;

-- The claims a text makes: [{ "match": <the words>, "reason": <why> }] in phrase order, each
-- matched on the first of the text's readings (app.claim_readings, worked out once) that has it.
create or replace function app.claim_hits(p_text text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with readings as materialized (
    select r.text, r.pass from unnest(app.claim_readings(p_text)) with ordinality as r (text, pass)
  )
  select coalesce(jsonb_agg(jsonb_build_object('match', m.words, 'reason', p.reason) order by p.id), '[]'::jsonb)
  from app.claim_phrases p
  cross join lateral (
    select (pg_catalog.regexp_match(t.text, '(' || p.pattern || ')', 'i'))[1] as words
      from readings t
     where t.text ~* p.pattern
     order by t.pass
     limit 1
  ) m;
$$;

-- app.recheck_claims() -> integer: decides again, set-based, whether each pack item's text makes a
-- flagged claim, after app.claim_phrases changed (its statement trigger calls it); returns how many
-- verdicts changed. A phrase added later hides old items from buyers until an admin changes them
-- or saves them with a reason; a phrase removed shows them again.
create or replace function app.recheck_claims()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed integer;
begin
  update public.reward_pack_items i
     set claims_flagged = v.flagged
    from (select x.id, app.has_claims(concat_ws(' ', x.title, x.body)) as flagged from public.reward_pack_items x) v
   where v.id = i.id and i.claims_flagged is distinct from v.flagged;
  get diagnostics v_changed = row_count;
  return v_changed;
end;
$$;

create or replace function app.claim_phrases_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app.recheck_claims();
  return null;
end;
$$;

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

-- Whether a text makes a flagged claim (app.recheck_claims; writes only, never a read).
create or replace function app.has_claims (
  p_text text
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select jsonb_array_length(app.claim_hits(p_text)) > 0;
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

-- The caller's redemptions, newest first.
create or replace function app.my_redemptions()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select coalesce(jsonb_agg(app.redemption_json(r) order by r.created_at desc, r.id desc), '[]'::jsonb)
  from public.redemptions r
  where r.user_id = app.require_uid();
$function$;

-- app.redeem_reward(p_reward_id text) -> jsonb, as before, plus:
--   MT400 'Invalid reward type' names the catalogue's ids from the table;
--   MT409 'Coming soon' (detail: app.empty_pack_reason()) for a pack with nothing a buyer would see.
create or replace function app.redeem_reward(p_reward_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_tokens integer;
  v_reward public.rewards%rowtype;
  v_redemption_id bigint;
  v_status text;
begin
  select p.tokens into v_tokens from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  select r.* into v_reward from public.rewards r where r.id = p_reward_id;
  if not found then
    raise exception using errcode = 'MT400', message = 'Invalid reward type',
      detail = format('Choose one of: %s.', (select string_agg(r.id, ', ' order by r.sort_order) from public.rewards r));
  end if;

  if v_reward.fulfilment = 'pack' and app.pack_buyer_items(v_reward.id) = 0 then
    raise exception using errcode = 'MT409', message = 'Coming soon', detail = app.empty_pack_reason();
  end if;

  if v_tokens < v_reward.cost then
    raise exception using errcode = 'MT409', message = 'Insufficient Tokens',
      detail = format('You need at least %s tokens to redeem this reward.', v_reward.cost);
  end if;

  v_status := case v_reward.fulfilment when 'manual' then 'pending' else 'delivered' end;
  insert into public.redemptions (user_id, reward_id, cost, status, settled_at)
  values (v_uid, v_reward.id, v_reward.cost, v_status, case when v_status = 'delivered' then now() end)
  returning id into v_redemption_id;

  insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
  values (v_uid, -v_reward.cost, 0, 'redemption', v_redemption_id::text);

  return jsonb_build_object(
    'message', format('Reward redeemed: %s', v_reward.title),
    'redemption', jsonb_build_object('id', v_redemption_id, 'rewardType', v_reward.id,
                                     'title', v_reward.title, 'cost', v_reward.cost, 'status', v_status),
    'user', app.user_json(v_uid)
  );
end;
$$;

-- One redemption as the learner and the admin see it: as before, plus the delivered file.
create or replace function app.redemption_json (
  p_redemption public.redemptions
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
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
      where i.reward_id = w.id and i.shown_to_buyers
    ), '[]'::jsonb) else '[]'::jsonb end
  )
  from public.rewards w where w.id = p_redemption.reward_id;
$function$;

-- What the mail to the learner needs: their address and name with the redemption.
create or replace function app.redemption_mail (
  p_redemption_id bigint
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select jsonb_build_object('to', u.email, 'name', p.name, 'redemption', app.redemption_json(r))
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

-- Why a pack with nothing a buyer would see is not sold (served and raised in the same words).
create function app.empty_pack_reason()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Its content is still being written, so it cannot be redeemed yet.'::text;
$$;

-- The catalogue as GET /api/settings serves it, one entry per reward:
--   {id, title, description, cost, fulfilment, items (a pack's items a buyer gets; null for manual),
--    available, unavailableReason}
-- items counts a pack's items without a flagged claim or saved with a reason (shown_to_buyers, the
-- kept verdict, as the reward_pack_items_select policy reads it). A view, so the whole catalogue is
-- one statement for app.public_settings (no function planned per reward), and app.save_reward and
-- app.pack_buyer_items read one row of it.
create view "app"."reward_catalogue" with (security_invoker=true) as
  select r.id, r.sort_order, n.items,
         jsonb_build_object(
           'id', r.id, 'title', r.title, 'description', r.description, 'cost', r.cost,
           'fulfilment', r.fulfilment, 'items', n.items,
           'available', coalesce(n.items, 1) > 0,
           'unavailableReason', case when coalesce(n.items, 1) = 0 then app.empty_pack_reason() end) as entry
    from public.rewards r
    left join lateral (
      select count(*)::integer as items from public.reward_pack_items i where i.reward_id = r.id and i.shown_to_buyers
    ) n on r.fulfilment = 'pack';

comment on view "app"."reward_catalogue" is 'The reward catalogue as GET /api/settings serves it (entry), with the items a buyer of each pack gets (null for manual rewards).';

-- The pack items a buyer of p_reward_id would see (0 for a manual reward).
create function app.pack_buyer_items(p_reward_id text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select c.items from app.reward_catalogue c where c.id = p_reward_id), 0);
$$;

-- app.save_reward(p_new, p_id, p_title, p_description, p_cost, p_fulfilment) -> jsonb (the entry)
--   Admin only. p_new: adds a reward (placed last); otherwise changes an existing one. Text with a
--   flagged income claim is refused (MT422), as in other admin-written marketing text.
--   Errors: MT401; MT403 'Only administrators can edit rewards'; MT400 for bad values;
--   MT409 'A reward with this id already exists'; MT404 'Reward not found'; MT422.
create function app.save_reward(p_new boolean, p_id text, p_title text, p_description text, p_cost integer, p_fulfilment text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reward public.rewards%rowtype;
  v_hits jsonb;
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can edit rewards';
  end if;
  if p_id is null or p_id !~ '^[a-z][a-z_]{0,39}$' then
    raise exception using errcode = 'MT400', message = 'Invalid reward id',
      detail = 'A reward id is 1 to 40 lower-case letters or underscores, starting with a letter.';
  end if;
  if coalesce(char_length(btrim(p_title)), 0) not between 1 and 100 then
    raise exception using errcode = 'MT400', message = 'Invalid title', detail = 'Give the reward a title of at most 100 characters.';
  end if;
  if char_length(coalesce(p_description, '')) > 300 then
    raise exception using errcode = 'MT400', message = 'Invalid description', detail = 'The description must be at most 300 characters.';
  end if;
  if p_cost is null or p_cost not between 1 and 100000 then
    raise exception using errcode = 'MT400', message = 'Invalid cost', detail = 'The cost must be a whole number of tokens from 1 to 100000.';
  end if;
  if p_fulfilment is null or p_fulfilment not in ('pack', 'manual') then
    raise exception using errcode = 'MT400', message = 'Invalid fulfilment', detail = 'Fulfilment must be pack or manual.';
  end if;
  v_hits := app.claim_hits(concat_ws(' ', p_title, p_description));
  if jsonb_array_length(v_hits) > 0 then
    raise exception using errcode = 'MT422', message = 'Possible income claim',
      detail = format('This text may make a claim the FTC treats as misleading: %s. Change it.',
        (select string_agg(format('"%s" (%s)', h ->> 'match', rtrim(h ->> 'reason', '.')), '; ') from jsonb_array_elements(v_hits) h)),
      hint = v_hits::text;
  end if;

  if p_new then
    -- One admin at a time: sort_order is unique and picked from the current maximum.
    lock table public.rewards in share row exclusive mode;
    insert into public.rewards (id, title, description, cost, fulfilment, sort_order)
    values (p_id, btrim(p_title), btrim(coalesce(p_description, '')), p_cost, p_fulfilment,
            (select coalesce(max(r.sort_order), 0) + 1 from public.rewards r))
    on conflict (id) do nothing
    returning * into v_reward;
    if v_reward.id is null then
      raise exception using errcode = 'MT409', message = 'A reward with this id already exists';
    end if;
  else
    update public.rewards r
       set title = btrim(p_title), description = btrim(coalesce(p_description, '')), cost = p_cost, fulfilment = p_fulfilment
     where r.id = p_id
    returning * into v_reward;
    if v_reward.id is null then
      raise exception using errcode = 'MT404', message = 'Reward not found';
    end if;
  end if;
  return (select c.entry from app.reward_catalogue c where c.id = v_reward.id);
end;
$$;

create trigger course_materials_check_claims
  before insert or update of title, description on public.course_materials
  for each row
  execute function app.check_claims();

create trigger courses_check_claims
  before insert or update of title, description on public.courses
  for each row
  execute function app.check_claims();

create trigger reward_pack_items_check_claims
  before insert or update of title, body on public.reward_pack_items
  for each row
  execute function app.check_claims();

create trigger claim_phrases_recheck
  after insert or update or delete or truncate on app.claim_phrases
  for each statement
  execute function app.claim_phrases_changed();

alter table "app"."claim_overrides"
  enable row level security;

alter table "app"."claim_phrases"
  enable row level security;

alter table "public"."redemptions"
  enable row level security;

alter table "public"."reward_pack_items"
  enable row level security;

alter table "public"."rewards"
  enable row level security;

create policy "redemptions_select_own" on "public"."redemptions"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

create policy "reward_pack_items_delete_admin" on "public"."reward_pack_items"
  for delete
  to "authenticated"
  using (( select app.is_admin() as is_admin));

create policy "reward_pack_items_insert_admin" on "public"."reward_pack_items"
  for insert
  to "authenticated"
  with check (( SELECT app.is_admin() AS is_admin));

-- Admins see and write every item. A learner sees a pack's items once they redeemed that pack,
-- and never an item whose text is flagged without a recorded reason (shown_to_buyers: a phrase
-- added later flags old text too, until an admin changes it or saves it with a reason).
-- One policy per action (the advisors flag two permissive policies for one action).
create policy "reward_pack_items_select" on "public"."reward_pack_items"
  for select
  to "authenticated"
  using ((( select app.is_admin() as is_admin) or ((exists ( select 1
   from public.redemptions r
  where ((r.user_id = ( select auth.uid() as uid)) AND (r.reward_id = reward_pack_items.reward_id)))) AND
    shown_to_buyers)));

create policy "reward_pack_items_update_admin" on "public"."reward_pack_items"
  for update
  to "authenticated"
  using (( select app.is_admin() as is_admin))
  with check (( SELECT app.is_admin() AS is_admin));

create policy "rewards_select_signed_in" on "public"."rewards"
  for select
  to "authenticated"
  using (true);

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."rewards", "public"."redemptions", "public"."reward_pack_items" from "anon", "authenticated", "service_role";

revoke all on sequence "public"."redemptions_id_seq", "public"."reward_pack_items_id_seq" from "anon", "authenticated", "service_role";

grant select on table "public"."redemptions" to "authenticated";

grant select on table "public"."redemptions" to "service_role";

grant insert ("body"), update ("body") on table "public"."reward_pack_items" to "authenticated";

grant insert ("position"), update ("position") on table "public"."reward_pack_items" to "authenticated";

grant insert ("reward_id") on table "public"."reward_pack_items" to "authenticated";

grant insert ("title"), update ("title") on table "public"."reward_pack_items" to "authenticated";

grant update ("updated_at") on table "public"."reward_pack_items" to "authenticated";

grant delete, select on table "public"."reward_pack_items" to "authenticated";

grant select on table "public"."rewards" to "authenticated";

grant select on table "public"."rewards" to "service_role";

revoke all on function "app"."check_claims"() from public;

revoke all on function "app"."claim_hits"(text) from public;

revoke all on function "app"."claim_readings"(text) from public;

revoke all on function "app"."recheck_claims"() from public;

revoke all on function "app"."claim_phrases_changed"() from public;

revoke all on function "app"."fulfilment_list"() from public;

grant execute on function "app"."fulfilment_list"() to "authenticated", "postgres";

revoke all on function "app"."has_claims"(text) from public;

revoke all on function "app"."is_manual_redemption_folder"(text) from public;

grant execute on function "app"."is_manual_redemption_folder"(text) to "authenticated", "postgres";

revoke all on function "app"."my_redemptions"() from public;

grant execute on function "app"."my_redemptions"() to "authenticated", "postgres";

revoke all on function "app"."redeem_reward"(text) from public;

grant execute on function "app"."redeem_reward"(text) to "authenticated", "postgres";

revoke all on function "app"."redemption_json"(public.redemptions) from public;

revoke all on function "app"."redemption_mail"(bigint) from public;

grant execute on function "app"."redemption_mail"(bigint) to "authenticated", "postgres";

revoke all on function "app"."settle_redemption"(bigint, text, text, text, text) from public;

grant execute
  on function "app"."settle_redemption"(bigint, text, text, text, text)
  to "authenticated", "postgres";

revoke all on function "app"."settle_redemption_by"(uuid, bigint, text, text, text, text) from public;

revoke all on function app.empty_pack_reason() from public, anon, authenticated;

revoke all on function app.pack_buyer_items(text) from public, anon;
grant execute on function app.pack_buyer_items(text) to authenticated;

revoke all on function app.save_reward(boolean, text, text, text, integer, text) from public, anon;
grant execute on function app.save_reward(boolean, text, text, text, integer, text) to authenticated;
