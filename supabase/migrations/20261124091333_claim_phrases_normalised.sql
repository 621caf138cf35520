-- The income-claim phrases for the normalised text (docs/operators.md#income-claim-phrases): the
-- patterns now match app.claim_text(), with one space between words and no hyphens inside words,
-- and money shorthand gets its own. Data, so written by hand (docs/database.md#data).
update app.claim_phrases set pattern = '\m(six|seven|6|7)[- ]?figures?\M' where pattern = '\m(six|seven|6|7)[- ]figures?\M';
-- Money shorthand: "$5k monthly", "10k per month", "5 grand a week".
insert into app.claim_phrases (pattern, reason) values
  ('\$ ?[0-9][0-9,.]* ?(k|m|grand|thousand|million)?\+? ?(hourly|daily|weekly|monthly|yearly|annually)\M',
   'An earnings amount per period: most people in network marketing earn far less.'),
  ('\m[0-9][0-9,.]* ?(k|grand|thousand)\+? ?((a|an|per|/|each|every) ?(hour|hr|day|week|wk|month|mo|year|yr)|hourly|daily|weekly|monthly|yearly|annually)\M',
   'An earnings amount per period: most people in network marketing earn far less.')
on conflict (pattern) do nothing;

