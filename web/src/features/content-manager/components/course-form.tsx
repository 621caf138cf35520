/**
 * Create or edit a course (docs/product.md#content-manager): create mode by default; choosing Edit in the list switches
 * to edit mode, and Cancel returns to create mode. Update Course keeps the form on the course, its save
 * bar saying "Course Updated" while that is true (save-bar-line.ts). A new course is saved as a draft (the list's
 * Publish shows it to learners) and opens at once for editing, with its next steps. In edit mode a course's video link can be removed and a video file
 * uploaded for the course page to play.
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';

import { PencilIcon, PlusIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { COURSE_CATEGORIES, type Course } from '@contract';
import { categoryName } from '@/features/courses';
import { useT } from '@/i18n';

import { useCreateCourse, useRemoveVideo, useUpdateCourse } from '../api/course-writes';
import { useClaimReview } from '../claim-review';
import { checkCourseForm, courseFormValues, courseTogether, type CourseFormValues } from '../course-form';
import { markProps, useMarks } from '../form-marks';
import { useSaveBarLine } from '../save-bar-line';
import { useFormValues } from '../use-form-values';
import { ClaimWarning } from './claim-warning';
import { CourseVideoFile } from './course-video-file';
import { DraftNextSteps } from './draft-next-steps';
import { FormActions } from './form-actions';
import { SelectField, TextareaField, URL_PLACEHOLDER } from './form-fields';

interface CourseFormProps {
  /** The course being edited, or null in create mode. */
  course: Course | null;
  /** Cancel: back to create mode. */
  onCancel: () => void;
  /** A course was created: the page opens it in this form. */
  onCreated: (course: Course) => void;
  /** The course being edited was created just now: the form leads with its next steps. */
  justCreated?: boolean;
}

export function CourseForm({ course, onCancel, onCreated, justCreated = false }: CourseFormProps) {
  const t = useT();
  const categoryOptions = COURSE_CATEGORIES.map((value) => ({ value, label: t(categoryName[value]) }));
  // What the last save did ("Course Updated" while it holds; a refused try is said from its marks,
  // below), said in the save bar: a toast covered the form's heading and Title on a phone.
  const line = useSaveBarLine((id) => (course?.id === id ? course.isPublic : undefined));
  const { values, setValues, set } = useFormValues<CourseFormValues>(() => courseFormValues(course), line.changed);
  const create = useCreateCourse(onCreated);
  const update = useUpdateCourse(line.saved);
  const removeVideo = useRemoveVideo();
  const review = useClaimReview(course ? update.error : create.error);

  // The fields a refused try marked, each under its field while it still fails; the save bar sums them up.
  const { marks, refusal, tryNow } = useMarks(values, checkCourseForm, courseTogether);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = tryNow(event.currentTarget);
    line.tried();
    if (!checked.ok) return;
    const payload = { ...checked.payload, claimReason: review.claimReason };
    if (course) update.mutate({ id: course.id, payload });
    else create.mutate(payload);
  };

  const title = t(course ? 'cm.course.editTitle' : 'cm.course.create');
  const titleLabel = t('cm.course.title');
  const descriptionLabel = t('cm.course.description');
  return (
    <Panel title={title} headingId="course-form" icon={course ? PencilIcon : PlusIcon} nested>
      <form onSubmit={onSubmit} noValidate aria-labelledby="course-form">
        <Stack gap="4">
          {course && justCreated ? <DraftNextSteps course={course} /> : null}
          {/* The English source, read in its own direction whatever the admin's language. */}
          <TextField label={titleLabel} value={values.title} onValueChange={set('title')} maxLength={200} dir="auto" {...markProps(marks.title)} />
          <TextareaField
            label={descriptionLabel}
            dir="auto"
            value={values.description}
            onValueChange={set('description')}
            rows={3}
            maxLength={5000}
            error={marks.description?.text}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <SelectField label={t('cm.course.category')} value={values.category} options={categoryOptions} onValueChange={set('category')} />
            <TextField
              label={t('cm.course.duration')}
              value={values.duration}
              onValueChange={set('duration')}
              inputMode="numeric"
              optional
              {...markProps(marks.duration)}
            />
          </SimpleGrid>
          <TextField
            label={t('cm.course.videoUrl')}
            type="url"
            dir="ltr"
            value={values.videoUrl}
            onValueChange={set('videoUrl')}
            placeholder={URL_PLACEHOLDER}
            optional
            {...markProps(marks.videoUrl)}
          />
          {/* A file needs the course's id for its folder, so it is added once the course exists. */}
          {course ? <CourseVideoFile course={course} /> : null}
          <Text fontSize="sm" color="fg.muted" data-testid="course-form-visibility">
            {t(!course ? 'cm.course.newDraft' : course.isPublic ? 'cm.course.isPublic' : 'cm.course.isDraft')}
          </Text>
          <ClaimWarning review={review} fields={{ [titleLabel]: values.title, [descriptionLabel]: values.description }} />
          <FormActions
            said={refusal ?? line.said}
            editing={course !== null}
            pending={create.isPending || update.isPending}
            onCancel={onCancel}
            extra={
              course?.videoUrl ? (
                <Button
                  variant="ghost"
                  colorPalette="red"
                  loading={removeVideo.isPending}
                  onClick={() => removeVideo.mutate(course, { onSuccess: () => setValues((current) => ({ ...current, videoUrl: '' })) })}
                >
                  {t('cm.course.removeVideo')}
                </Button>
              ) : null
            }
          >
            {t(course ? 'cm.course.update' : 'cm.course.create')}
          </FormActions>
        </Stack>
      </form>
    </Panel>
  );
}
