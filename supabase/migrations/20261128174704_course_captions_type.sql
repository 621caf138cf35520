-- A course video's captions file (courses.captions_path, app.course_video_file) goes into the
-- course-materials bucket beside the video, so that bucket now also accepts WebVTT (text/vtt); hosted
-- Storage refuses any other type (415). reward-deliveries keeps its list. The size limit stays
-- app.settings.material_max_bytes. Data, so written by hand (docs/database.md#data).
update storage.buckets
   set allowed_mime_types = allowed_mime_types || array['text/vtt'], updated_at = now()
 where id = 'course-materials' and not (allowed_mime_types @> array['text/vtt']);
