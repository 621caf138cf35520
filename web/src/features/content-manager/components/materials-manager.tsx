/**
 * A course's materials: pick the course, add a material (a title is required), remove one after
 * the confirmation `Remove "{title}" from this course?` (SPEC §5).
 */
import { Box, Button, Flex, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { FileTextIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { MaterialIcon } from '@/features/courses/components/material-icon';
import { useCourseMaterials } from '@/features/courses/api/get-course-materials';
import { MATERIAL_TYPES, type Course, type Material } from '@/features/courses/api/schemas';
import { materialTypeLabel } from '@/features/courses/format';

import { useAddMaterial, useRemoveMaterial } from '../api/material-writes';
import { canAddMaterial, emptyMaterialForm, materialPayload, removeMaterialQuestion, type MaterialFormValues } from '../material-form';
import { ConfirmDialog } from './confirm-dialog';
import { SelectField, TextareaField } from './form-fields';

const typeOptions = MATERIAL_TYPES.map((value) => ({ value, label: materialTypeLabel[value] }));

function MaterialRows({ courseId }: { courseId: number }) {
  const { data: materials, isPending, error, refetch } = useCourseMaterials(courseId);
  const remove = useRemoveMaterial();
  const [toRemove, setToRemove] = useState<Material | null>(null);
  return (
    <Box>
      {isPending ? <LoadingState label="Loading materials..." lines={2} /> : null}
      {error ? <ErrorState message={`Could not load materials. ${error.message}`} onRetry={() => void refetch()} /> : null}
      {materials && materials.length === 0 ? <EmptyState message="No materials for this course yet." /> : null}
      {materials && materials.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Materials of the selected course">
          {materials.map((material) => (
            <Flex as="li" key={material.id} gap="3" p="3" borderRadius="lg" borderWidth="1px" borderColor="brand.100" align="center">
              <Box color="brand.700">
                <MaterialIcon type={material.type} boxSize="5" />
              </Box>
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {material.title}
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {materialTypeLabel[material.type]}
                  {material.fileUrl ? ` · ${material.fileUrl}` : ''}
                </Text>
              </Box>
              <IconButton
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Remove ${material.title}`}
                onClick={() => setToRemove(material)}
              >
                <TrashIcon />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        question={toRemove ? removeMaterialQuestion(toRemove.title) : null}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove, { onSettled: () => setToRemove(null) })}
        onCancel={() => setToRemove(null)}
      />
    </Box>
  );
}

function AddMaterialForm({ courseId }: { courseId: number }) {
  const [values, setValues] = useState<MaterialFormValues>(emptyMaterialForm);
  const add = useAddMaterial(() => setValues(emptyMaterialForm));
  const set = <K extends keyof MaterialFormValues>(key: K) => (value: MaterialFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = materialPayload(courseId, values);
    if (payload) add.mutate(payload);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add material">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label="Material title" value={values.title} onValueChange={set('title')} maxLength={200} helperText="Required" />
          <SelectField label="Type" value={values.type} options={typeOptions} onValueChange={set('type')} />
        </SimpleGrid>
        <TextareaField label="Material description" value={values.description} onValueChange={set('description')} rows={2} optional />
        <TextField label="File URL" type="url" value={values.fileUrl} onValueChange={set('fileUrl')} placeholder="https://" optional />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={!canAddMaterial(values)} loading={add.isPending}>
          <PlusIcon /> Add Material
        </Button>
      </Stack>
    </form>
  );
}

export function MaterialsManager({ courses }: { courses: Course[] }) {
  const [chosen, setChosen] = useState<string>('');
  // The chosen course, or the first one (also when the chosen one was deleted).
  const course = courses.find((item) => String(item.id) === chosen) ?? courses[0];
  return (
    <Panel title="Course Materials" headingId="admin-materials" icon={FileTextIcon}>
      {!course ? (
        <EmptyState message="Create a course first, then add its materials here." />
      ) : (
        <Stack gap="5">
          <SelectField
            label="Course"
            value={String(course.id)}
            options={courses.map((item) => ({ value: String(item.id), label: item.title }))}
            onValueChange={setChosen}
            testId="materials-course"
          />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <AddMaterialForm key={course.id} courseId={course.id} />
            <Stack gap="2">
              <HStack>
                <Text fontWeight="bold" color="brand.800">
                  Materials of “{course.title}”
                </Text>
              </HStack>
              <MaterialRows courseId={course.id} />
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Panel>
  );
}
