-- Income-claim checks on admin-written text (docs/product.md#claim-checks): the phrases operators
-- extend (`app.claim_phrases`), the one normalisation (`app.claim_readings()`), `app.claim_hits()`, the
-- `app.check_claims()` trigger on course and material texts (a pack item's: rewards.sql; a quiz's
-- question, choices and explanation: quizzes.sql; a daily challenge's: challenges.sql), the reasons
-- kept when flagged text is saved anyway (`app.claim_overrides`), and `app.recheck_claims()` when the
-- phrases change.
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
    check ((subject = ANY (ARRAY['course'::text, 'course_material'::text, 'reward_pack_item'::text, 'quiz'::text, 'challenge'::text]))),
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

comment on table "app"."claim_overrides" is 'Admin-written content saved despite flagged claims: which text, what was flagged, the reason given, by whom, when.';

comment on table "app"."claim_phrases" is 'Income and lifestyle claims to flag in admin-written content (case-insensitive POSIX regex + the reason shown to the admin). Add rows to extend.';

create index claim_overrides_admin_idx on app.claim_overrides using btree (admin_id);

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
  v_subject text := case tg_table_name when 'courses' then 'course' when 'course_translations' then 'course'
                                       when 'course_materials' then 'course_material'
                                       when 'course_material_translations' then 'course_material'
                                       when 'reward_pack_items' then 'reward_pack_item'
                                       when 'reward_pack_item_translations' then 'reward_pack_item'
                                       when 'challenges' then 'challenge' when 'challenge_translations' then 'challenge' else 'quiz' end;
  v_subject_id bigint;
  v_override bigint;
begin
  lock table app.claim_phrases in share mode;
  -- Separate statements: PL/pgSQL resolves a record's fields per statement, and the tables' text
  -- columns differ (a pack item has a body; a quiz's text is split between quizzes and quiz_keys).
  if tg_table_name = 'reward_pack_items' then
    v_text := concat_ws(' ', new.title, new.body);
    v_subject_id := new.id;
  elsif tg_table_name = 'reward_pack_item_translations' then
    -- A pack item's Spanish or Arabic text (reward_translations.sql), recorded against its item.
    v_text := concat_ws(' ', new.title, new.body);
    v_subject_id := new.item_id;
  elsif tg_table_name = 'course_material_translations' then
    -- A material's Spanish or Arabic text (material_translations.sql), recorded against its material.
    v_text := concat_ws(' ', new.title, new.description);
    v_subject_id := new.material_id;
  elsif tg_table_name = 'quizzes' then
    v_text := concat_ws(' ', new.question, pg_catalog.array_to_string(new.choices, ' '));
    v_subject_id := new.id;
  elsif tg_table_name in ('quiz_keys', 'quiz_key_translations') then
    v_text := new.explanation;
    v_subject_id := new.quiz_id;
  elsif tg_table_name = 'quiz_translations' then
    v_text := concat_ws(' ', new.question, pg_catalog.array_to_string(new.choices, ' '));
    v_subject_id := new.quiz_id;
  elsif tg_table_name = 'course_translations' then
    -- A course's Spanish or Arabic text (content_translations.sql), recorded against its course.
    v_text := concat_ws(' ', new.title, new.description);
    v_subject_id := new.course_id;
  elsif tg_table_name = 'challenge_translations' then
    -- A daily challenge's Spanish or Arabic text (challenge_translations.sql), recorded against its challenge.
    v_text := concat_ws(' ', new.title, new.description);
    v_subject_id := new.challenge_id;
  else
    v_text := concat_ws(' ', new.title, new.description);
    v_subject_id := new.id;
  end if;
  v_hits := app.claim_hits(v_text);
  if tg_table_name in ('reward_pack_items', 'reward_pack_item_translations') then new.claims_flagged := jsonb_array_length(v_hits) > 0; end if;
  if jsonb_array_length(v_hits) = 0 then
    if tg_table_name in ('reward_pack_items', 'reward_pack_item_translations') then new.claim_override_id := null; end if;
    return new;
  end if;
  if v_reason is null then
    raise exception using errcode = 'MT422', message = 'Possible income claim',
      -- A challenge's form offers no reason (docs/product.md#claim-checks): its sentence says only to change it.
      detail = format('This text may make a claim the FTC treats as misleading: %s. %s',
        (select string_agg(format('"%s" (%s)', h ->> 'match', rtrim(h ->> 'reason', '.')), '; ') from jsonb_array_elements(v_hits) h),
        case when v_subject = 'challenge' then 'Change it.' else 'Change it, or give a reason to save it anyway.' end),
      hint = v_hits::text;
  end if;
  if char_length(v_reason) < 3 or char_length(v_reason) > 500 then
    raise exception using errcode = 'MT400', message = 'Invalid reason',
      detail = 'The reason to save flagged text must be 3 to 500 characters.';
  end if;
  insert into app.claim_overrides (subject, subject_id, hits, reason, admin_id)
  values (v_subject, v_subject_id, v_hits, v_reason, auth.uid())
  returning id into v_override;
  if tg_table_name in ('reward_pack_items', 'reward_pack_item_translations') then new.claim_override_id := v_override; end if;
  return new;
end;
$function$;

-- app.claim_readings(p_text text) -> text[]
--   The ways a reader takes the text in, which app.claim_hits matches (and so every
--   app.check_claims trigger). The one normalisation of claim checks (docs/operators.md#income-claim-phrases):
--   1. Unicode NFKC; HTML tags removed (a block tag or <br> becomes a space) and entities decoded;
--      accents and Arabic marks removed, Arabic letter forms unified and Arabic-Indic digits read
--      as 0-9 (the Spanish and Arabic phrases are written in that form: docs/operators.md);
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
  -- Languages: accents and Arabic marks go (NFD, then the combining marks: Spanish “dólares” reads
  -- “dolares”; Arabic tashkeel goes, and so do the hamza and madda of أ إ آ ؤ ئ, leaving ا و ي);
  -- tatweel goes; ى and ی read ي, ة reads ه, ٱ reads ا, ک reads ك; Arabic-Indic digits read 0-9
  -- and the Arabic thousands and decimal separators “,” and “.”; an underscore between Arabic
  -- letters (a hashtag's) is a space. NFC after, so other scripts' letters are whole again.
  v := normalize(v, NFD);
  v := pg_catalog.regexp_replace(v, '[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]+', '', 'g');
  v := pg_catalog.translate(v, 'ىیةٱک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٬٫', 'ييهاك01234567890123456789,.');
  v := pg_catalog.regexp_replace(v, '([\u0621-\u064a])_+(?=[\u0621-\u064a])', '\1 ', 'g');
  v := normalize(v, NFC);
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

-- app.recheck_claims() -> integer: decides again, set-based, whether each pack item's text (and each
-- of its translations') makes a
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
  v_count integer;
begin
  update public.reward_pack_items i
     set claims_flagged = v.flagged
    from (select x.id, app.has_claims(concat_ws(' ', x.title, x.body)) as flagged from public.reward_pack_items x) v
   where v.id = i.id and i.claims_flagged is distinct from v.flagged;
  get diagnostics v_changed = row_count;
  -- Their Spanish and Arabic versions keep a verdict of their own (reward_translations.sql).
  update public.reward_pack_item_translations t
     set claims_flagged = v.flagged
    from (select x.item_id, x.locale, app.has_claims(concat_ws(' ', x.title, x.body)) as flagged
            from public.reward_pack_item_translations x) v
   where v.item_id = t.item_id and v.locale = t.locale and t.claims_flagged is distinct from v.flagged;
  get diagnostics v_count = row_count;
  return v_changed + v_count;
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

create trigger course_materials_check_claims
  before insert or update of title, description on public.course_materials
  for each row
  execute function app.check_claims();

create trigger courses_check_claims
  before insert or update of title, description on public.courses
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

revoke all on function "app"."check_claims"() from public;

revoke all on function "app"."claim_hits"(text) from public;

revoke all on function "app"."claim_readings"(text) from public;

revoke all on function "app"."recheck_claims"() from public;

revoke all on function "app"."claim_phrases_changed"() from public;

revoke all on function "app"."has_claims"(text) from public;
