/** Material writes: add one to a course, edit or replace its file, move it, remove it. */
import { routes, type CreateMaterial, type Material, type UpdateMaterial } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A write changes its course's materials and the courses list's previews: the prefix refreshes both. */
const materialsChanged = () => [queryKeys.materials, queryKeys.translationCoverage];

export function useAddMaterial(onAdded: () => void) {
  return useApiMutation({
    request: (payload: CreateMaterial) => callRoute(routes.addMaterial, { body: payload }),
    success: (_, payload) => ({ title: 'Material Created', description: `"${payload.title}" was added to the course.` }),
    failure: { title: 'Error', prefix: 'Failed to add material' },
    showsClaims: true,
    invalidates: materialsChanged,
    onSuccess: onAdded,
  });
}

export interface MaterialChange {
  material: Pick<Material, 'id' | 'courseId' | 'title'>;
  changes: UpdateMaterial;
}

export function useUpdateMaterial(onSaved?: () => void) {
  return useApiMutation({
    request: ({ material, changes }: MaterialChange) => callRoute(routes.updateMaterial, { params: { id: material.id }, body: changes }),
    success: (result) => ({ title: 'Material Updated', description: `"${result.material.title}" was saved.` }),
    failure: { title: 'Error', prefix: 'Failed to update material' },
    showsClaims: true,
    invalidates: materialsChanged,
    onSuccess: onSaved,
  });
}

export function useMoveMaterial() {
  return useApiMutation({
    request: ({ material, direction }: { material: Pick<Material, 'id' | 'courseId'>; direction: 'up' | 'down' }) =>
      callRoute(routes.moveMaterial, { params: { id: material.id }, body: { direction } }),
    success: (result) => ({ title: result.moved ? 'Material Moved' : 'Not Moved', description: result.message, status: result.moved ? 'success' : 'info' }),
    failure: { title: 'Error', prefix: 'Failed to move material' },
    invalidates: materialsChanged,
  });
}

export function useRemoveMaterial() {
  return useApiMutation({
    request: (material: Pick<Material, 'id' | 'courseId' | 'title'>) => callRoute(routes.removeMaterial, { params: { id: material.id } }),
    success: (_, material) => ({ title: 'Material Deleted', description: `"${material.title}" was removed from the course.` }),
    failure: { title: 'Error', fixed: 'Failed to remove material' },
    invalidates: materialsChanged,
  });
}
