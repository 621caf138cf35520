-- Product data that goes with 20261124091831_points_rewards_disclosure (hand-written: the schema
-- diff does not carry rows; docs/database.md#data).
--
-- The three shipped rewards get their one-line descriptions (the catalogue is data:
-- docs/product.md#rewards), and the shipped station lessons become the safe Markdown subset the
-- mission page renders (docs/product.md#missions): "Step N - Title." openings become headings and
-- "Practice:" is emphasised; the "- " lists already are Markdown lists. Only rows still holding the
-- shipped text change.
update public.rewards set description = case id
  when 'social_posts' then 'Ready-to-post captions to share your learning.'
  when 'email_swipes' then 'Follow-up e-mails to adapt and send.'
  when 'warm_leads' then 'People who asked to hear more, delivered by our team.'
  else description end
 where description = '';

update public.missions
   set content = regexp_replace(
                   regexp_replace(content, '^(Step [0-9]+) - ([^.]+)\. ', E'### \\1: \\2\n\n', 'gn'),
                   '^Practice: ', '**Practice:** ', 'gn')
 where content ~ '(^|\n)(Step [0-9]+ - |Practice: )';
