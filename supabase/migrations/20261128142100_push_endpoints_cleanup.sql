-- Data (hand-written, docs/database.md#data): push subscriptions saved before the push endpoint rules
-- (docs/security.md#push-endpoints). Until now any http(s) URL was accepted, so a row may point inside
-- the platform (loopback, a private or metadata address, the database's port); the reminders run
-- refuses such endpoints before sending too, but they are not kept. What stays: https endpoints on the
-- browser push services of contract/push-services.ts as the list stands today, with no user name,
-- password or port, lower-case host; anything else is removed (the browser subscribes again when the
-- learner turns push on). Then each learner keeps their 10 most recent browsers, the new cap.
delete from public.push_subscriptions ps
 where ps.endpoint !~ '^https://(fcm\.googleapis\.com|([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+(push\.services\.mozilla\.com|push\.apple\.com|notify\.windows\.com))/';

delete from public.push_subscriptions ps
 using (select s.id, row_number() over (partition by s.user_id order by s.created_at desc, s.id desc) as newest
          from public.push_subscriptions s) ranked
 where ranked.id = ps.id and ranked.newest > 10;
