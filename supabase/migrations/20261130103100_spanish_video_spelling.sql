-- Product data (hand-written: the schema diff does not carry rows; docs/database.md#data).
--
-- Why: the academy's Spanish is one variety, Latin-American with "tú" (docs/decisions.md,
-- "Languages"), which writes "video" without an accent; the stations' and product challenges'
-- Spanish (…_stations_challenges_es_ar.sql) still wrote "vídeo" where the app's screens now say
-- "video". Only the shipped wording is replaced: the station 4 lesson and the "Post videos for 15
-- days" challenge, matched by its English title like that migration; a text an operator has already
-- rewritten without "vídeo" is left as it is, and so is one whose English changed since it was saved
-- (the update stamps the translation as current: app.stamp_translation_source), so it stays
-- listed as out of date.
update public.mission_translations
   set content = replace(content, 'un vídeo corto', 'un video corto')
 where locale = 'es' and mission_id = 4 and content like '%un vídeo corto%'
   and source_digest = app.source_digest('missions', mission_id::text);

update public.challenge_translations t
   set title = replace(t.title, 'vídeos', 'videos'),
       description = replace(t.description, 'vídeo', 'video')
  from public.challenges c
 where c.id = t.challenge_id
   and c.title = 'Post videos for 15 days'
   and t.locale = 'es'
   and (t.title like '%vídeos%' or t.description like '%vídeo%')
   and t.source_digest = app.source_digest('challenges', t.challenge_id::text);
