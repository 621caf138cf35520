/** Material writes: add one to a course, edit or replace its file, move it, remove it. */
import { routes, type CreateMaterial, type Material, type UpdateMaterial } from '@contract';
import { useApiMutation, type ToastText } from '@/hooks/use-api-mutation';
import { shownT } from '@/i18n';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A write changes its course's materials and the courses list's previews: the prefix refreshes both. */
const materialsChanged = () => [queryKeys.materials, queryKeys.translationCoverage];

/** `onAdded` gets what the save says ("Material Added"), for the form's save bar. */
export function useAddMaterial(onAdded: (said: ToastText) => void) {
  return useApiMutation({
    request: (payload: CreateMaterial) => callRoute(routes.addMaterial, { body: payload }),
    success: () => null,
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.addMaterialFailed') },
    showsClaims: true,
    invalidates: materialsChanged,
    onSuccess: (_, payload) =>
      onAdded({ title: shownT('cm.toast.materialCreated'), description: shownT('cm.toast.materialCreatedText', { title: payload.title }) }),
  });
}

export interface MaterialChange {
  material: Pick<Material, 'id' | 'courseId' | 'title'>;
  changes: UpdateMaterial;
}

export function useUpdateMaterial(onSaved?: () => void) {
  return useApiMutation({
    request: ({ material, changes }: MaterialChange) => callRoute(routes.updateMaterial, { params: { id: material.id }, body: changes }),
    success: (result) => ({ title: shownT('cm.toast.materialUpdated'), description: shownT('cm.toast.materialSaved', { title: result.material.title }) }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.updateMaterialFailed') },
    showsClaims: true,
    invalidates: materialsChanged,
    onSuccess: onSaved,
  });
}

export function useMoveMaterial() {
  return useApiMutation({
    request: ({ material, direction }: { material: Pick<Material, 'id' | 'courseId'>; direction: 'up' | 'down' }) =>
      callRoute(routes.moveMaterial, { params: { id: material.id }, body: { direction } }),
    success: (result, { direction }) => ({
      title: shownT(result.moved ? 'cm.toast.materialMoved' : 'cm.toast.materialNotMoved'),
      description: shownT(
        result.moved
          ? direction === 'up'
            ? 'cm.toast.materialMovedUp'
            : 'cm.toast.materialMovedDown'
          : direction === 'up'
            ? 'cm.toast.materialFirst'
            : 'cm.toast.materialLast',
      ),
      status: result.moved ? 'success' : 'info',
    }),
    failure: { title: shownT('cm.toast.error'), prefix: shownT('cm.toast.moveMaterialFailed') },
    invalidates: materialsChanged,
  });
}

export function useRemoveMaterial() {
  return useApiMutation({
    request: (material: Pick<Material, 'id' | 'courseId' | 'title'>) => callRoute(routes.removeMaterial, { params: { id: material.id } }),
    success: (_, material) => ({ title: shownT('cm.toast.materialDeleted'), description: shownT('cm.toast.materialDeletedText', { title: material.title }) }),
    failure: { title: shownT('cm.toast.error'), fixed: shownT('cm.toast.removeMaterialFailed') },
    invalidates: materialsChanged,
  });
}
