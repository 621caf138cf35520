/** Material writes (SPEC §7): POST /api/course-materials and DELETE /api/course-materials/{id}. */
import { courseMaterialsKey } from '@/features/courses/api/get-course-materials';
import type { Material } from '@/features/courses/api/schemas';
import { apiRequestParsed } from '@/lib/api-client';

import type { MaterialPayload } from '../material-form';
import { useAdminMutation, writeResponseSchema } from './admin-mutation';

export function useAddMaterial(onAdded: () => void) {
  return useAdminMutation({
    request: (payload: MaterialPayload) =>
      apiRequestParsed(writeResponseSchema, '/api/course-materials', { method: 'POST', body: payload }),
    success: (payload) => ({ title: 'Material Created', description: `"${payload.title}" was added to the course.` }),
    failure: 'Failed to add material',
    invalidates: (payload) => [courseMaterialsKey(payload.courseId)],
    onSuccess: onAdded,
  });
}

export function useRemoveMaterial() {
  return useAdminMutation({
    request: (material: Pick<Material, 'id' | 'courseId' | 'title'>) =>
      apiRequestParsed(writeResponseSchema, `/api/course-materials/${material.id}`, { method: 'DELETE' }),
    success: (material) => ({ title: 'Material Deleted', description: `"${material.title}" was removed from the course.` }),
    failure: 'Failed to remove material',
    withMessage: false,
    invalidates: (material) => [courseMaterialsKey(material.courseId)],
  });
}
