-- The amounts the web names on screen, served by GET /api/settings (see docs/architecture.md).
--
-- Screens used to state "15 tokens", "10 tokens and 20 points" as constants while the RPCs paid
-- what app.settings says, so an operator who changed a setting made the screens wrong. The web now
-- reads the amounts from here. The quiz default points join app.settings so that the content
-- manager's default and the server's agree and can be tuned in one place.

alter table app.settings
  add column quiz_default_points integer not null default 10 check (quiz_default_points between 1 and 100);

-- app.public_settings() -> jsonb
--   { rewards: [{id, title, cost}], referral: {tokens, points},
--     enrolmentBonus: {threshold, tokens, points}, courseCompletion: {tokens, points},
--     quiz: {defaultPoints, minPoints, maxPoints} }
--   Public product facts only (nothing about any user). SECURITY DEFINER because app.settings has
--   no grants and the catalogue is readable by signed-in users only; anonymous visitors see the
--   amounts on the landing page too (the api reads it on its own connection for them).
create function app.public_settings()
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
    'quiz', jsonb_build_object('defaultPoints', s.quiz_default_points, 'minPoints', 1, 'maxPoints', 100)
  )
  from app.settings s;
$$;
revoke execute on function app.public_settings() from public;
grant execute on function app.public_settings() to authenticated, service_role;

comment on function app.public_settings() is
  'Reward catalogue and tunable amounts as GET /api/settings serves them. Public facts only.';
