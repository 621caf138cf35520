/**
 * The material form's values and its rules (docs/product.md#content-manager): a title is required to
 * add, and something for learners to open, an uploaded file or a link.
 */
import { shownT } from '@/i18n';
import type { MaterialType } from '@contract';

export interface MaterialFormValues {
  title: string;
  type: MaterialType;
  description: string;
  fileUrl: string;
}

export interface MaterialPayload {
  courseId: number;
  title: string;
  type: MaterialType;
  description: string;
  fileUrl: string | null;
}

export const emptyMaterialForm: MaterialFormValues = { title: '', type: 'pdf', description: '', fileUrl: '' };

export const canAddMaterial = (values: MaterialFormValues) => values.title.trim().length > 0;

/** The form gives learners something to open: a chosen file, or a link typed in File URL. */
export const hasFileOrLink = (values: Pick<MaterialFormValues, 'fileUrl'>, file: File | null) => file !== null || values.fileUrl.trim() !== '';

export function materialPayload(courseId: number, values: MaterialFormValues): MaterialPayload | null {
  if (!canAddMaterial(values)) return null;
  return {
    courseId,
    title: values.title.trim(),
    type: values.type,
    description: values.description.trim(),
    fileUrl: values.fileUrl.trim() || null,
  };
}

/** The confirmation asked before a material is removed. */
export const removeMaterialQuestion = (title: string) => shownT('cm.material.removeQuestion', { title });
