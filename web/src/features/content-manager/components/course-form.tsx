/**
 * Create or edit a course (docs/product.md#content-manager): create mode by default; choosing Edit in the list switches
 * to edit mode, and Cancel returns to create mode. A new course is saved as a draft (the list's
 * Publish shows it to learners) and opens at once for editing, with its next steps. In edit mode a course's video link can be removed and a video file
 * uploaded for the course page to play.
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';

import { PencilIcon, PlusIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { COURSE_CATEGORIES, type Course } from '@contract';
import { categoryLabel } from '@/features/courses';
import { notify } from '@/lib/toast';

import { useCreateCourse, useRemoveVideo, useUpdateCourse } from '../api/course-writes';
import { useClaimReview } from '../claim-review';
import { checkCourseForm, courseFormValues, type CourseFormValues } from '../course-form';
import { useFormValues } from '../use-form-values';
import { ClaimWarning } from './claim-warning';
import { CourseVideoFile } from './course-video-file';
import { DraftNextSteps } from './draft-next-steps';
import { FormActions } from './form-actions';
import { SelectField, TextareaField } from './form-fields';

const categoryOptions = COURSE_CATEGORIES.map((value) => ({ value, label: categoryLabel[value] }));

interface CourseFormProps {
  /** The course being edited, or null in create mode. */
  course: Course | null;
  onDone: () => void;
  /** A course was created: the page opens it in this form. */
  onCreated: (course: Course) => void;
  /** The course being edited was created just now: the form leads with its next steps. */
  justCreated?: boolean;
}

export function CourseForm({ course, onDone, onCreated, justCreated = false }: CourseFormProps) {
  const { values, set } = useFormValues<CourseFormValues>(() => courseFormValues(course));
  const create = useCreateCourse(onCreated);
  const update = useUpdateCourse(onDone);
  const removeVideo = useRemoveVideo();
  const review = useClaimReview(course ? update.error : create.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCourseForm(values);
    if (!checked.ok) {
      notify.error(checked.problem.title, checked.problem.description);
      return;
    }
    const payload = { ...checked.payload, claimReason: review.claimReason };
    if (course) update.mutate({ id: course.id, payload });
    else create.mutate(payload);
  };

  const title = course ? 'Edit Course' : 'Create Course';
  return (
    <Panel title={title} headingId="course-form" icon={course ? PencilIcon : PlusIcon} nested>
      <form onSubmit={onSubmit} noValidate aria-labelledby="course-form">
        <Stack gap="4">
          {course && justCreated ? <DraftNextSteps course={course} /> : null}
          <TextField label="Title" value={values.title} onValueChange={set('title')} maxLength={200} />
          <TextareaField label="Description" value={values.description} onValueChange={set('description')} rows={3} maxLength={5000} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <SelectField label="Category" value={values.category} options={categoryOptions} onValueChange={set('category')} />
            <TextField label="Duration in minutes" value={values.duration} onValueChange={set('duration')} inputMode="numeric" optional />
          </SimpleGrid>
          <TextField label="Video URL" type="url" value={values.videoUrl} onValueChange={set('videoUrl')} placeholder="https://" optional />
          {/* A file needs the course's id for its folder, so it is added once the course exists. */}
          {course ? <CourseVideoFile course={course} /> : null}
          <Text fontSize="sm" color="fg.muted" data-testid="course-form-visibility">
            {!course
              ? 'Saved as a draft: learners see it once you publish it from the list.'
              : course.isPublic
                ? 'Published: learners see it in Courses.'
                : 'A draft: only administrators see it until you publish it from the list.'}
          </Text>
          <ClaimWarning review={review} fields={{ Title: values.title, Description: values.description }} />
          <FormActions
            editing={course !== null}
            pending={create.isPending || update.isPending}
            onCancel={onDone}
            extra={
              course?.videoUrl ? (
                <Button
                  variant="ghost"
                  colorPalette="red"
                  loading={removeVideo.isPending}
                  onClick={() => removeVideo.mutate(course, { onSuccess: () => set('videoUrl')('') })}
                >
                  Remove Video
                </Button>
              ) : null
            }
          >
            {course ? 'Update Course' : 'Create Course'}
          </FormActions>
        </Stack>
      </form>
    </Panel>
  );
}
