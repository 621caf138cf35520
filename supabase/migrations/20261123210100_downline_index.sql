-- The index the downline walk needs (app.downline, docs/product.md#my-team): each step of the
-- recursion looks up the accounts a member referred, `referrer_id = $1 and referred_id is not
-- null`. referrals_referrer_id_idx finds the rows but must visit the table for referred_id and
-- the refused invitations' rows (referred_id null) alike; this partial index answers the step
-- from the index alone (index-only scan) and leaves out the rows that never joined.
create index referrals_downline_idx on app.referrals (referrer_id, referred_id) where referred_id is not null;
