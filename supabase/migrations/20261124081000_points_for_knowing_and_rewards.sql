-- Points for knowing (docs/product.md#points-for-knowing).
--
-- A wrong answer returns the correct one (the learner should learn from it), so "Reset & Retry"
-- then paid the full points for copying the answer just shown. Now a quiz pays its points only
-- for a right answer given before its answer was revealed to the learner: the first wrong answer
-- records a reveal, kept through quiz and course resets; a right answer after it still counts for
-- progress (quizCorrect, the course total) but pays no points, and the answer says so.

create table public.quiz_reveals (
  user_id uuid not null references public.profiles (id) on delete cascade,
  quiz_id bigint not null references public.quizzes (id) on delete cascade,
  revealed_at timestamptz not null default now(),
  primary key (user_id, quiz_id)
);
create index quiz_reveals_quiz_id_idx on public.quiz_reveals (quiz_id);
alter table public.quiz_reveals enable row level security;
revoke all on table public.quiz_reveals from anon, authenticated, service_role;
grant select on table public.quiz_reveals to authenticated, service_role;

-- Written only by app.answer_quiz (security definer); a learner may read their own.
create policy quiz_reveals_select_own on public.quiz_reveals
  for select to authenticated
  using (user_id = (select auth.uid()));

-- app.answer_quiz(p_quiz_id bigint, p_answer integer) -> jsonb
--   { "correct", "correctAnswer", "explanation", "pointsEarned", "afterReveal", "message", "user" }
--   Records (or replaces) the caller's answer. A right answer pays the quiz's points once per quiz
--   ever (ledger reason 'quiz', reference = quiz id), and only when no earlier wrong answer
--   revealed the key (public.quiz_reveals). afterReveal is true for a right answer that paid
--   nothing for that reason.
--   Errors: MT401; MT400 'answer must be 0, 1, 2 or 3'; MT404 'Quiz not found' (also for quizzes
--   of courses the caller cannot see).
create or replace function app.answer_quiz(p_quiz_id bigint, p_answer integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_points integer;
  v_key public.quiz_keys%rowtype;
  v_correct boolean;
  v_revealed boolean;
  v_earned_before boolean;
  v_paid integer := 0;
begin
  perform 1 from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  if p_answer is null or p_answer not between 0 and 3 then
    raise exception using errcode = 'MT400', message = 'answer must be 0, 1, 2 or 3';
  end if;
  if not app.quiz_visible_to_caller(p_quiz_id) then
    raise exception using errcode = 'MT404', message = 'Quiz not found';
  end if;

  select q.points into v_points from public.quizzes q where q.id = p_quiz_id;
  select k.* into v_key from public.quiz_keys k where k.quiz_id = p_quiz_id;
  v_correct := v_key.correct_answer = p_answer;
  v_revealed := exists (select 1 from public.quiz_reveals r where r.user_id = v_uid and r.quiz_id = p_quiz_id);
  v_earned_before := exists (
    select 1 from public.ledger l where l.user_id = v_uid and l.reason = 'quiz' and l.reference = p_quiz_id::text
  );

  insert into public.quiz_answers (user_id, quiz_id, answer, is_correct)
  values (v_uid, p_quiz_id, p_answer, v_correct)
  on conflict (user_id, quiz_id) do update
    set answer = excluded.answer, is_correct = excluded.is_correct, answered_at = now();

  if v_correct and not v_revealed and not v_earned_before then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_uid, 0, v_points, 'quiz', p_quiz_id::text)
    on conflict (user_id, reason, reference) do nothing;
    get diagnostics v_paid = row_count;
  elsif not v_correct then
    insert into public.quiz_reveals (user_id, quiz_id) values (v_uid, p_quiz_id)
    on conflict (user_id, quiz_id) do nothing;
  end if;

  return jsonb_build_object(
    'correct', v_correct,
    'correctAnswer', v_key.correct_answer,
    'explanation', v_key.explanation,
    'pointsEarned', case when v_paid > 0 then v_points else 0 end,
    'afterReveal', v_correct and v_revealed and not v_earned_before,
    'message', case
                 when v_correct and v_paid > 0 then format('Correct! You earned %s points.', v_points)
                 when v_correct and v_earned_before then 'Correct! (points for this quiz were already earned)'
                 when v_correct then 'Correct! This counts for your progress; points are paid only for a right answer given before the answer was shown.'
                 else 'Incorrect Answer' end,
    'user', app.user_json(v_uid)
  );
end;
$$;
revoke execute on function app.answer_quiz(bigint, integer) from public, anon;
grant execute on function app.answer_quiz(bigint, integer) to authenticated;

-- app.quiz_review(p_quiz_id bigint) -> jsonb
--   { quizId, answer, correct, correctAnswer, explanation, answeredAt, pointsPaid }
--   pointsPaid: the quiz's points were paid to the caller (a right answer after a reveal was not).
--   Errors: MT401; MT404 'Quiz not found' (unknown, or of a course the caller cannot see);
--   MT404 'You have not answered this quiz yet'.
create or replace function app.quiz_review(p_quiz_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_review jsonb;
begin
  if not app.quiz_visible_to_caller(p_quiz_id) then
    raise exception using errcode = 'MT404', message = 'Quiz not found';
  end if;
  select jsonb_build_object(
           'quizId', a.quiz_id,
           'answer', a.answer,
           'correct', a.is_correct,
           'correctAnswer', k.correct_answer,
           'explanation', k.explanation,
           'answeredAt', a.answered_at,
           'pointsPaid', exists (
             select 1 from public.ledger l
              where l.user_id = v_uid and l.reason = 'quiz' and l.reference = a.quiz_id::text))
    into v_review
    from public.quiz_answers a
    join public.quiz_keys k on k.quiz_id = a.quiz_id
   where a.user_id = v_uid and a.quiz_id = p_quiz_id;
  if v_review is null then
    raise exception using errcode = 'MT404', message = 'You have not answered this quiz yet';
  end if;
  return v_review;
end;
$$;
revoke execute on function app.quiz_review(bigint) from public, anon;
grant execute on function app.quiz_review(bigint) to authenticated;

-- Rewards that are always worth their price (docs/product.md#rewards).
--
-- The catalogue is data: a reward's title, description, cost and fulfilment live in its row, and
-- adding one is one row (app.save_reward, or an admin's form), with no code change. A pack whose
-- buyer would receive nothing (no item a learner may see) is "coming soon": GET /api/settings says
-- so with the reason, and app.redeem_reward refuses it, so no token is ever spent on an empty pack.

alter table public.rewards
  add column description text not null default '' check (char_length(description) <= 300);
comment on column public.rewards.description is 'One line under the title in the catalogue.';
update public.rewards set description = case id
  when 'social_posts' then 'Ready-to-post captions to share your learning.'
  when 'email_swipes' then 'Follow-up e-mails to adapt and send.'
  when 'warm_leads' then 'People who asked to hear more, delivered by our team.'
  else description end;

-- The pack items a buyer of p_reward_id would see: those without a flagged claim, or saved with a
-- reason (the same rule as the reward_pack_items_select policy).
create function app.pack_buyer_items(p_reward_id text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.reward_pack_items i
   where i.reward_id = p_reward_id
     and (i.claim_override_id is not null or not app.has_claims(concat_ws(' ', i.title, i.body)));
$$;
revoke execute on function app.pack_buyer_items(text) from public, anon;
grant execute on function app.pack_buyer_items(text) to authenticated;

-- Why a pack with nothing a buyer would see is not sold (served and raised in the same words).
create function app.empty_pack_reason()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Its content is still being written, so it cannot be redeemed yet.'::text;
$$;
revoke execute on function app.empty_pack_reason() from public, anon, authenticated;

-- One catalogue entry as GET /api/settings serves it:
--   {id, title, description, cost, fulfilment, items (a pack's items a buyer gets; null for manual),
--    available, unavailableReason}
create function app.reward_json(p_reward public.rewards)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with n as (
    select case when p_reward.fulfilment = 'pack' then app.pack_buyer_items(p_reward.id) end as items
  )
  select jsonb_build_object(
    'id', p_reward.id, 'title', p_reward.title, 'description', p_reward.description, 'cost', p_reward.cost,
    'fulfilment', p_reward.fulfilment, 'items', n.items,
    'available', coalesce(n.items, 1) > 0,
    'unavailableReason', case when coalesce(n.items, 1) = 0 then app.empty_pack_reason() end)
  from n;
$$;
revoke execute on function app.reward_json(public.rewards) from public, anon, authenticated;


-- GET /api/settings: the catalogue entries above, the rest as before.
create or replace function app.public_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'rewards', coalesce((select jsonb_agg(app.reward_json(r) order by r.sort_order) from public.rewards r), '[]'::jsonb),
    'referral', jsonb_build_object('tokens', s.referral_tokens, 'points', s.referral_points),
    'enrolmentBonus', jsonb_build_object('threshold', s.enrolment_bonus_threshold,
                                         'tokens', s.enrolment_bonus_tokens, 'points', s.enrolment_bonus_points),
    'courseCompletion', jsonb_build_object('tokens', s.course_completion_tokens, 'points', s.course_completion_points),
    'quiz', jsonb_build_object('defaultPoints', s.quiz_default_points, 'minPoints', 1, 'maxPoints', 100),
    'materials', jsonb_build_object('maxBytes', s.material_max_bytes)
  )
  from app.settings s;
$$;

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
revoke execute on function app.redeem_reward(text) from public, anon;
grant execute on function app.redeem_reward(text) to authenticated;

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
  return app.reward_json(v_reward);
end;
$$;
revoke execute on function app.save_reward(boolean, text, text, text, integer, text) from public, anon;
grant execute on function app.save_reward(boolean, text, text, text, integer, text) to authenticated;

-- Honest numbers: the operator's income disclosure (docs/product.md#income-disclosure).
--
-- The calculator's hypothetical projection (SPEC's model) headlined figures like $258 million a year.
-- Regulators ask that earnings representations come with what participants typically earn (FTC
-- Business Guidance on MLM earnings claims; Canada's Competition Act s.55.1 wants the typical
-- participant's earnings next to any compensation representation). The operator keeps the
-- figures of their company's published income disclosure here; GET /api/settings serves them and
-- the calculator opens on them. Null median = no disclosure published yet (the app says so).
alter table app.settings
  add column income_median_annual numeric(12, 2) check (income_median_annual >= 0),
  add column income_zero_share numeric(5, 2) check (income_zero_share between 0 and 100),
  add column income_typical_costs text not null default '' check (char_length(income_typical_costs) <= 300),
  add column income_source text not null default '' check (char_length(income_source) <= 300),
  add column income_as_of date,
  -- [{atLeast: annual amount, share: percent of participants who earned at least that}], ascending.
  add column income_brackets jsonb not null default '[]'::jsonb check (jsonb_typeof(income_brackets) = 'array');

-- The disclosure as served: {medianAnnual, zeroShare, typicalCosts, source, asOf, brackets} or null.
create function app.income_disclosure_json()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when s.income_median_annual is null then null else jsonb_build_object(
    'medianAnnual', s.income_median_annual, 'zeroShare', s.income_zero_share,
    'typicalCosts', s.income_typical_costs, 'source', s.income_source,
    'asOf', s.income_as_of, 'brackets', s.income_brackets) end
  from app.settings s;
$$;
revoke execute on function app.income_disclosure_json() from public, anon, authenticated;

create or replace function app.public_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'rewards', coalesce((select jsonb_agg(app.reward_json(r) order by r.sort_order) from public.rewards r), '[]'::jsonb),
    'referral', jsonb_build_object('tokens', s.referral_tokens, 'points', s.referral_points),
    'enrolmentBonus', jsonb_build_object('threshold', s.enrolment_bonus_threshold,
                                         'tokens', s.enrolment_bonus_tokens, 'points', s.enrolment_bonus_points),
    'courseCompletion', jsonb_build_object('tokens', s.course_completion_tokens, 'points', s.course_completion_points),
    'quiz', jsonb_build_object('defaultPoints', s.quiz_default_points, 'minPoints', 1, 'maxPoints', 100),
    'materials', jsonb_build_object('maxBytes', s.material_max_bytes),
    'incomeDisclosure', app.income_disclosure_json()
  )
  from app.settings s;
$$;

-- app.save_income_disclosure(p_median, p_zero_share, p_costs, p_source, p_as_of, p_brackets) -> jsonb
--   Admin only; the disclosure as served. Brackets: at most 10, thresholds ascending and positive,
--   shares 0-100 and not rising.
--   Errors: MT401; MT403 'Only administrators can edit the income disclosure'; MT400 for bad values.
create function app.save_income_disclosure(p_median numeric, p_zero_share numeric, p_costs text, p_source text, p_as_of date, p_brackets jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bad boolean;
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can edit the income disclosure';
  end if;
  if p_median is null or p_median < 0 or p_zero_share is null or p_zero_share not between 0 and 100
     or coalesce(btrim(p_source), '') = '' or p_as_of is null or p_as_of > current_date then
    raise exception using errcode = 'MT400', message = 'Invalid income disclosure',
      detail = 'Give the median annual earnings, the share who earned nothing (0-100), the source and a date not in the future.';
  end if;
  select p_brackets is null or jsonb_typeof(p_brackets) <> 'array' or jsonb_array_length(p_brackets) > 10
         or exists (
           select 1 from jsonb_array_elements(p_brackets) with ordinality b(v, n)
            where jsonb_typeof(b.v -> 'atLeast') <> 'number' or jsonb_typeof(b.v -> 'share') <> 'number'
               or (b.v ->> 'atLeast')::numeric <= 0 or (b.v ->> 'share')::numeric not between 0 and 100
               or exists (select 1 from jsonb_array_elements(p_brackets) with ordinality c(v, m)
                           where c.m = b.n - 1
                             and ((c.v ->> 'atLeast')::numeric >= (b.v ->> 'atLeast')::numeric
                                  or (c.v ->> 'share')::numeric < (b.v ->> 'share')::numeric)))
    into v_bad;
  if v_bad then
    raise exception using errcode = 'MT400', message = 'Invalid income brackets',
      detail = 'Up to 10 thresholds, each a positive amount with the percent (0-100) who earned at least it, amounts rising and percents not.';
  end if;
  update app.settings
     set income_median_annual = p_median, income_zero_share = p_zero_share,
         income_typical_costs = btrim(coalesce(p_costs, '')), income_source = btrim(p_source),
         income_as_of = p_as_of, income_brackets = p_brackets;
  return app.income_disclosure_json();
end;
$$;
revoke execute on function app.save_income_disclosure(numeric, numeric, text, text, date, jsonb) from public, anon;
grant execute on function app.save_income_disclosure(numeric, numeric, text, text, date, jsonb) to authenticated;

-- Stations as lessons (docs/product.md#missions): the lessons render as a safe Markdown subset.
-- Their "Step N - Title." openings become headings and "Practice:" is emphasised; the "- " lists
-- already are Markdown lists. Only rows still holding the shipped text change.
update public.missions
   set content = regexp_replace(
                   regexp_replace(content, '^(Step [0-9]+) - ([^.]+)\. ', E'### \\1: \\2\n\n', 'gn'),
                   '^Practice: ', '**Practice:** ', 'gn')
 where content ~ '(^|\n)(Step [0-9]+ - |Practice: )';
