-- The learner's referrals for the invite panel (docs/product.md#invitations-and-referrals).
--
-- Read from the records, not from assumptions about when rewards are paid: a referral counts as
-- paid when its ledger row exists (reason 'referral', reference = the referred user's id), the
-- bonus when its 'referral_bonus' row does, whenever those rows were written.
-- Privacy: the referrer sees the addresses they typed themselves (their invitations) and, for
-- people who joined with their link or code, only the name those people gave, never their address.

-- app.my_referrals() -> jsonb
--   { invitations: [{id, email, status, invitedAt, acceptedAt}],
--     joined: [{id, name, joinedAt, paid, invited}],
--     reward: {tokens, points},
--     bonus: {threshold, tokens, points, count, paid, paidAt} }
--   `invited`: the person joined at an address the learner had invited. `count`: the enrolments
--   the bonus is decided on (profiles.invites).
create function app.my_referrals()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function app.my_referrals() from public, anon;
grant execute on function app.my_referrals() to authenticated;
