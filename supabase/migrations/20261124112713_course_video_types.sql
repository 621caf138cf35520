-- A course's video file goes into the course-materials bucket under the course's folder
-- (docs/product.md#courses, app.course_video_file), so that bucket now also accepts MP4 and WebM
-- videos; hosted Storage refuses any other type (415). reward-deliveries keeps its list. The size
-- limit stays app.settings.material_max_bytes. Data, so written by hand (docs/database.md#data).
update storage.buckets
   set allowed_mime_types = allowed_mime_types || array['video/mp4', 'video/webm'], updated_at = now()
 where id = 'course-materials' and not (allowed_mime_types @> array['video/mp4', 'video/webm']);
