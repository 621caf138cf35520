-- The income-claim phrases for the readings of app.claim_readings() (docs/operators.md#income-claim-phrases):
-- a word may lose the space before the next one ("passive-income" read joined, "p a s s i v e
-- i n c o m e", the hashtag "#passiveincome"), so each shipped phrase allows it (` ?`); and
-- "quit the 9-to-5" gets its own phrase, which names a way out, so "a 9-to-5 job" alone passes.
-- Data, so written by hand (docs/database.md#data). An operator's edited row keeps its pattern.
update app.claim_phrases p
   set pattern = v.new
  from (values
    ('\mquit (your|my|their) (day )?job', '\mquit ?(your|my|their) ?(day ?)?job'),
    ('\mfire (your|my|their) boss', '\mfire ?(your|my|their) ?boss'),
    ('\mfinancial(ly)? (freedom|free|independence|independent)\M', '\mfinancial(ly)? ?(freedom|free|independence|independent)\M'),
    ('\mguaranteed? (income|earnings|returns?|profits?|results?|money)\M', '\mguaranteed? ?(income|earnings|returns?|profits?|results?|money)\M'),
    ('\m(income|earnings|returns?|profits?) (is |are )?guaranteed\M', '\m(income|earnings|returns?|profits?) ?(is ?|are ?)?guaranteed\M'),
    ('\mpassive income\M', '\mpassive ?income\M'),
    ('\m(get rich|rich quick)\M', '\m(get ?rich|rich ?quick)\M'),
    ('\mretire (early|young|in [0-9]+)', '\mretire ?(early|young|in ?[0-9]+)'),
    ('\m(luxury|dream) (cars?|lifestyle|homes?|houses?|vacations?|holidays?)\M|\m(lamborghini|ferrari|yachts?|private jets?|mansions?)\M',
     '\m(luxury|dream) ?(cars?|lifestyle|homes?|houses?|vacations?|holidays?)\M|\m(lamborghini|ferrari|yachts?|private ?jets?|mansions?)\M')
  ) as v (old, new)
 where p.pattern = v.old;

insert into app.claim_phrases (pattern, reason) values
  ('\m(quit(ting)?|leav(e|ing)|escap(e|ing)|ditch(ing)?|exit(ing)?|fir(e|ing)|break(ing)? free (from|of)|(say(ing)? )?goodbye to|no more) ?(the ?|your ?|my ?|their ?|that ?)?(daily ?)?(9|nine) ?(-|to|til|till|until)? ?(5|five)\M',
   'Promises that people can leave their employment.')
on conflict (pattern) do nothing;

-- The verdict kept beside each pack item (public.reward_pack_items.claims_flagged, added by the
-- schema migration before this one) for the text already written: the statements above re-check
-- through their trigger; this makes it explicit for a project where none of them changed a row.
select app.recheck_claims();
