-- Hand-written data migration (the schema diff does not carry rows; docs/database.md#data).
--
-- Why: the Auth e-mails (sign-up confirmation, recovery, e-mail change) are written by the auth
-- server from config.toml's templates, which choose their language on the user's metadata
-- `.Data.locale` (docs/decisions.md, "Languages": Auth e-mails). Since the profile_locale and
-- mail_language migrations, sign-up stores the screen's language there and PUT profile keeps it in
-- step with the profile's. A learner who chose a language before that has it only in
-- public.profiles.locale, so their recovery and e-mail change mails stayed English until they
-- changed language again. This copies the profile's language into the metadata where the metadata
-- has none; a metadata locale already there (set by sign-up or by the api since) is kept, and so is
-- every other key (jsonb `||` adds the one key). Learners without a chosen language (profile locale
-- null: the browser decides) are left as they are, as the api leaves them.
--
-- Why it writes auth.users: the auth server keeps user metadata in auth.users.raw_user_meta_data
-- and reads it from there when it renders a template; the api changes it through the auth server's
-- admin API one user at a time, which a migration cannot call. Safe on hosted Supabase: hosted's
-- `postgres`, which runs migrations, is not the owner of auth.users but holds table privileges on
-- it (as tests/integration/hosted-migrations.test.ts checks, pushing every migration as that role);
-- the statement changes only the one metadata key the templates read, no column the auth server
-- manages (no e-mail, confirmation or token), and no trigger on auth.users fires on it (they fire on
-- insert, delete and e-mail confirmation). It runs once; running it again changes nothing.
update auth.users u
   set raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('locale', p.locale)
  from public.profiles p
 where p.id = u.id
   and p.locale is not null
   and p.deleted_at is null
   and coalesce(u.raw_user_meta_data ->> 'locale', '') = '';
