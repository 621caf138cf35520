-- The Storage bucket for course material files, and who may read and write its objects.
--
-- Object names are `<course id>/<file name>`: the first folder says which course a file belongs to,
-- so the policies can ask the same question the course_materials policies ask of a row. The bucket
-- is private (public = false): a file of a draft course must never be reachable by a guessable URL,
-- so learners get short-lived signed URLs, which the Storage API only signs for a caller whose
-- SELECT policy lets them see the object.
--
--   read   (SELECT)  signed-in users: files of public courses; admins: every file (drafts too)
--   write  (INSERT/UPDATE/DELETE)  admins only, and only into the folder of an existing course
--   anon   nothing (no policy: the Storage API refuses anonymous uploads, downloads and signatures)
--
-- The size limit and the allowed types are the bucket's own, which hosted Storage enforces on every
-- upload (413 / 415); the size follows app.settings.material_max_bytes (next migration). The same
-- types are checked in the content manager before an upload starts (contract/rules.ts).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'course-materials',
  'course-materials',
  false,
  26214400,
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
)
on conflict (id) do update
  set public = excluded.public, allowed_mime_types = excluded.allowed_mime_types;

-- The course a material file belongs to is its first folder; compared as text so a name whose
-- folder is not a number simply matches no course (no cast that could fail inside a policy).
create policy course_materials_files_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'course-materials'
    and ((select app.is_admin())
         or exists (select 1 from public.courses c
                     where c.id::text = (storage.foldername(name))[1] and c.is_public))
  );

create policy course_materials_files_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'course-materials'
    and (select app.is_admin())
    and exists (select 1 from public.courses c where c.id::text = (storage.foldername(name))[1])
  );

create policy course_materials_files_update on storage.objects
  for update to authenticated
  using (bucket_id = 'course-materials' and (select app.is_admin()))
  with check (
    bucket_id = 'course-materials'
    and (select app.is_admin())
    and exists (select 1 from public.courses c where c.id::text = (storage.foldername(name))[1])
  );

create policy course_materials_files_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'course-materials' and (select app.is_admin()));
