-- Product data the app needs on every deployment (docs/database.md, "Data"): the Storage buckets,
-- the settings row, the reward catalogue, the five stations, the daily challenges, the income-claim
-- phrases, the live leaderboard's broadcast row and its one-second cron job. Rows are not schema:
-- `npm run db:diff` does not see them, so a change to this data is a new migration written by hand
-- (an UPDATE or INSERT), never an edit of this file once a hosted project has applied it.
-- Demo accounts and courses are not product data: they live in supabase/seed.sql (local only).

-- The one settings row (app.settings): every amount and limit the app reads, at its defaults.
insert into app.settings default values;

-- The two private Storage buckets (docs/operators.md#storage-buckets); their policies on
-- storage.objects are in supabase/schemas/courses.sql and rewards.sql.
--   course-materials   `<course id>/<file name>`: files of public courses for signed-in users (short-
--                      lived signed URLs), every file for admins; admins write into existing courses.
--   reward-deliveries  `<redemption id>/<file name>`: the file of a learner's own fulfilled redemption,
--                      every file for admins; admins write into manual redemptions.
-- Private (public = false): a file of a draft course or of someone's redemption must never be reachable
-- by a guessable URL. The size limit and the allowed types are the buckets' own, which hosted Storage
-- enforces on every upload (413 / 415); the size follows app.settings.material_max_bytes (the row
-- above; app.sync_material_bucket_limit keeps it in step), and the same types are checked in the
-- content manager before an upload starts (contract/rules.ts).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select b.id, b.id, false, s.material_max_bytes,
  array[
    'application/pdf',
    'image/png', 'image/jpeg', 'image/gif', 'image/webp',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/plain', 'text/csv'
  ]
from app.settings s, (values ('course-materials'), ('reward-deliveries')) as b (id)
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

insert into public.rewards (id, title, cost, sort_order) values
  ('social_posts', '5 Social Media Posts', 5, 1),
  ('email_swipes', 'Email Swipe Pack', 5, 2),
  ('warm_leads', '10 Warm Leads', 5, 3);

update public.rewards set fulfilment = 'manual' where id = 'warm_leads';

-- The five stations of the Quest Map: the product's core lessons.
--
-- They ship as a migration, not in seed.sql: seed.sql runs only on local stacks (`supabase db push`
-- does not seed a hosted project) and there is no admin screen for missions, so a hosted deploy
-- would otherwise have an empty Quest Map. Each lesson takes about two minutes to read. They teach
-- skills and ethics; they make no income promises (US FTC guidance on earnings claims).
-- Edit later with an UPDATE in a new migration; `on conflict do nothing` keeps re-runs harmless.
insert into public.missions (id, station, title, description, content, tokens, points, unlock_after) values
(1, 1, 'Station 1: Know Your Why',
 'Find the reason you are building and turn it into a 30-second story.',
$lesson$Every skill in this academy rests on one thing: knowing why you are doing this. Your why keeps you making calls on the days nothing seems to happen, and it is what makes your story worth listening to.

Step 1 - Write your why. Take two minutes and finish this sentence on paper: "I am building this because..." Keep going until you reach something personal: time with your family, a skill you want to master, a community you want to serve. Money may be part of it; ask yourself what the money is for.

Step 2 - Turn it into a 30-second story. People remember stories, not pitches. Use three parts:
- Where I was: one honest sentence about your situation before.
- What I found: what drew you to this product or community.
- Where I am heading: what you are working towards now.

Step 3 - Keep it honest. Share your own experience only. Never promise anyone a result, an income or a health outcome. What happened to you, or to someone at the top of your company, is not what typically happens to others, and claims like that mislead people and can break consumer-protection law.

Practice: say your story out loud three times today, then record it on your phone and listen back. Is it under 30 seconds? Does it sound like you talking to a friend rather than reading an advert?

You have finished this station when you can tell your story naturally, without notes.$lesson$,
 10, 50, null),

(2, 2, 'Station 2: Build Your Contact List',
 'Write down the people you already know, and keep the list respectful and private.',
$lesson$The people you already know are where most conversations start. Today you build a list you can work from for weeks.

Brain-dump first, judge never. Write down every name you can think of in ten minutes without deciding who "would be interested". You are not choosing customers; you are listing people you could have a conversation with.

Use memory joggers to go further:
- Family, neighbours and old classmates
- Colleagues from every job you have had
- Your gym, club, place of worship or school-gate circle
- People you buy from: your hairdresser, your mechanic
- Phone contacts and social-media friends you actually talk to

Organise, do not rank. Add a column for how you know each person and when you last spoke. That tells you how to open the conversation, not whether to.

Respect privacy and consent. Your list is private. Do not add people to group chats or mailing lists without asking, and never buy lists or scrape contacts. If someone asks you not to contact them about your business, note it and honour it.

Aim for 100 names. It sounds like a lot; most people pass 50 in the first ten minutes and reach 100 with the joggers. Keep adding: every new person you meet goes on the list.

Practice: set a timer for ten minutes and write. Then circle the five people you spoke to most recently. They are your first five conversations in Station 3.$lesson$,
 10, 75, 1),

(3, 3, 'Station 3: Conversations That Connect',
 'Reconnect, listen more than you talk, and ask permission before you share anything.',
$lesson$Good network marketers are good listeners. The goal of a first conversation is not to present anything: it is to reconnect and learn what matters to the other person.

Use FORM to keep the conversation natural:
- Family: "How are the kids getting on?"
- Occupation: "Are you still at the same place? How is it going?"
- Recreation: "What do you do to switch off these days?"
- Motivation: "If you could change one thing in the next year, what would it be?"

Listen 80 percent, talk 20 percent. Ask open questions (how, what, tell me about) and follow up on the answers. When someone mentions a need - more flexibility, a health goal, a new skill - make a note, but do not pounce on it.

Ask permission before you share. "Would you be open to having a look at something I am working on? No pressure either way." Permission turns a pitch into an invitation, and turns a no into a friendly ending instead of an awkward one.

Handle no gracefully: "No problem at all - thanks for hearing me out." Most people say no, or not now, and that is normal. The relationship matters more than the answer, and many people come back months later because you were respectful the first time.

Practice: have three conversations this week with people from your list, with no agenda beyond catching up. Afterwards, write down one thing you learned about each person.$lesson$,
 15, 100, 2),

(4, 4, 'Station 4: Share Honestly, Without Pressure',
 'Inform rather than convince: product first, no income or health claims, no pressure.',
$lesson$When someone says yes to a look, your job is to inform, not to convince. Honest sharing builds trust and keeps you and your company on the right side of consumer-protection rules.

Keep it short. Use your company's approved tools - a short video, a product sample, a three-way call with an experienced teammate - and let them do the heavy lifting. Ten to fifteen minutes is plenty for a first look.

Talk about the product first. A business built on real customers who value the product is sustainable. If all you talk about is recruiting, stop and ask yourself who the customers are.

Never make income or earnings claims. Do not quote what you or others earn, do not show cheques, cars or lifestyle photos as proof, and do not say anyone can replace a salary. Most participants earn little or nothing, and your company's income disclosure statement shows it: point people to that document. The same goes for health claims: never say a product treats, cures or prevents anything.

Answer the uncomfortable questions truthfully: what it costs to start, what ongoing purchases are expected, and how refunds and inventory buy-backs work. If you do not know, say so and find out.

No pressure. No fake deadlines ("the offer ends tonight"), and never encourage anyone to buy inventory or borrow money to join.

Practice: write down the five questions you find hardest to answer and draft an honest answer to each. Review them with your sponsor.$lesson$,
 15, 125, 3),

(5, 5, 'Station 5: Follow Up and Stay Consistent',
 'Follow up on a schedule, respect every answer, and build a small daily routine.',
$lesson$Most decisions are not made in the first conversation. Follow-up done politely and on a schedule is where consistent people stand out.

Follow up within 48 hours of any presentation. "What did you like most about what you saw?" works better than "So, are you in?" It invites an honest answer and shows you listened.

Use a simple tracker. For each person note the date of the last contact, what they said and the next step you agreed. A spreadsheet, a notebook or your phone's notes app is enough. If you agree to call back in two weeks, put it in your calendar now.

Respect the answer. If someone says no, thank them, stop following up about the business and stay in touch as a friend. If they stop replying, one gentle check-in is enough.

Build a daily method of operation: a few small actions you can do every day, even in 30 minutes.
- Two or three new conversations from your list
- One follow-up from your tracker
- One helpful post (a tip, a product use, a story) rather than a sales post
- Ten minutes of learning: a course in this academy or a team call

Consistency beats intensity. Small actions every day for months do more than one frantic week followed by silence. The daily challenges - talking to 10 people, posting regularly, sending birthday messages - are practice for exactly this habit.

Practice: write your daily method of operation on a card and put it where you will see it tomorrow morning.$lesson$,
 20, 150, 4)
on conflict (id) do nothing;

-- The four product challenges (product content, like the stations).
insert into public.challenges (title, description, kind, target, sort_order) values
  ('Talk to 10 people', 'Start a conversation about your business with ten people. Check in with how many you talked to.', 'count', 10, 1),
  ('Post videos for 15 days', 'Post a short video on any 15 days. One check-in a day.', 'days', 15, 2),
  ('Send 10 birthday messages', 'Wish ten people in your network a happy birthday. Check in with how many you sent.', 'count', 10, 3),
  ('Post every day for 30 days', 'Post once a day, every day, for 30 days. Missing a day starts the count again.', 'streak', 30, 4);

insert into app.claim_phrases (pattern, reason) values
  ('\$\s?[0-9][0-9,.]*\s?[kK]?\+?\s*(a|an|per|/|each|every)\s*(hour|hr|day|week|wk|month|mo|year|yr)\M',
   'An earnings amount per period: most people in network marketing earn far less.'),
  ('[0-9][0-9,.]*\s?(dollars|usd|euros|pounds)\s*(a|an|per|/|each|every)\s*(hour|day|week|month|year)\M',
   'An earnings amount per period: most people in network marketing earn far less.'),
  ('\m(six|seven|6|7)[- ]figures?\M', 'An income level that typical participants do not reach.'),
  ('\mquit (your|my|their) (day )?job', 'Promises that people can leave their employment.'),
  ('\mfire (your|my|their) boss', 'Promises that people can leave their employment.'),
  ('\mfinancial(ly)? (freedom|free|independence|independent)\M', 'Promises a lifestyle the business rarely provides.'),
  ('\mguaranteed? (income|earnings|returns?|profits?|results?|money)\M', 'No income can be guaranteed.'),
  ('\m(income|earnings|returns?|profits?) (is |are )?guaranteed\M', 'No income can be guaranteed.'),
  ('\mpassive income\M', 'Suggests earnings without work.'),
  ('\m(get rich|rich quick)\M', 'Promises wealth.'),
  ('\mretire (early|young|in [0-9]+)', 'Promises a lifestyle the business rarely provides.'),
  ('\m(luxury|dream) (cars?|lifestyle|homes?|houses?|vacations?|holidays?)\M|\m(lamborghini|ferrari|yachts?|private jets?|mansions?)\M',
   'A luxury-lifestyle promise.');

insert into app.leaderboard_broadcast (topic, size) values ('leaderboard', 10);

-- Every second: sends a change the 1-second window held back, and catches a change that no
-- trigger flushed (the row was busy, or two transactions raced past a floor that moved under them). Nothing is
-- written when nothing changed. pg_cron is Supabase Cron on hosted projects; the local stack
-- provides the same cron.schedule() (local/bootstrap.sql) and runs it (local/cron.ts).
do $$
begin
  if not exists (select from pg_namespace where nspname = 'cron') then
    create extension if not exists pg_cron;
  end if;
end
$$;

select cron.schedule('leaderboard-broadcast', '1 seconds', 'select app.leaderboard_broadcast_flush()');
