/**
 * Course materials: listed with the course (same visibility); admins add, edit, reorder and remove
 * them. A material is a link (`fileUrl`) or a file in the Storage bucket `course-materials`
 * (`file`, uploaded by the content manager straight to Storage, then named here by its path);
 * docs/materials.md.
 */
import * as z from 'zod/mini';

import { claimReasonField } from './claims.ts';
import { httpUrl, idField, idParam, nullable, requiredText } from './fields.ts';
import { localeSchema } from './locale.ts';
import { route } from './route.ts';
import { MATERIAL_TYPES, type MaterialType, MESSAGES } from './rules.ts';
import { messageSchema } from './user.ts';

/** The Storage bucket that holds material files (private: learners open them by signed URL). */
export const MATERIAL_BUCKET = 'course-materials';

/**
 * The file types a material may be, by MIME type, with the material type each becomes. The
 * bucket's allowed_mime_types (its migration) is the same list: Storage refuses anything else.
 */
export const MATERIAL_FILE_TYPES: Readonly<Record<string, Exclude<MaterialType, 'link'>>> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'application/msword': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.ms-powerpoint': 'document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'document',
  'application/vnd.ms-excel': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
  'text/plain': 'document',
  'text/csv': 'document',
};

/** A file's object name in the bucket: `<course id>/<safe file name>`. */
export const MATERIAL_PATH = /^[1-9][0-9]{0,17}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const materialFileSchema = z.object({
  /** The object's name in the bucket. */
  path: z.string(),
  /** The name the admin's file had (shown, and offered when downloading). */
  name: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number(),
});
export type MaterialFile = z.output<typeof materialFileSchema>;

export const materialSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  type: z.enum(MATERIAL_TYPES),
  description: z.string(),
  fileUrl: z.nullable(z.string()),
  file: z.nullable(materialFileSchema),
  /** Display order within the course (ascending). */
  order: z.number(),
  /** The language of title and description: the reader's when translated, else `en` (admins: `en`). */
  lang: localeSchema,
});
export type Material = z.output<typeof materialSchema>;

/**
 * Whether a material has something to open: an uploaded file or a link. Every save needs one; an
 * older row with neither is left out of what learners see (docs/product.md#courses).
 */
export const materialOpens = (material: Pick<Material, 'fileUrl' | 'file'>): boolean => material.file !== null || Boolean(material.fileUrl);

const LINK_OR_FILE = 'A material is either a link or an uploaded file, not both';

const materialFields = {
  title: requiredText(MESSAGES.materialTitleRequired, 200, 'Material title must be at most 200 characters'),
  description: z.pipe(
    nullable(z.string({ error: 'Description must be text' }).check(z.trim(), z.maxLength(2000, 'Description must be at most 2000 characters'))),
    z.transform((value: string | null) => value ?? ''),
  ),
  fileUrl: nullable(httpUrl('File link must be an http:// or https:// address')),
  storagePath: nullable(z.string({ error: 'The file path is not valid' }).check(z.regex(MATERIAL_PATH, 'The file path is not valid'))),
  fileName: nullable(z.string({ error: 'File name must be text' }).check(z.trim(), z.maxLength(200, 'File name must be at most 200 characters'))),
};

const notBoth = (value: { fileUrl?: string | null; storagePath?: string | null }) => !(value.fileUrl && value.storagePath);
/** A new material names an uploaded file or a link; an edit is checked against the row it changes (the api's route). */
const fileOrLink = (value: { fileUrl: string | null; storagePath: string | null }) => Boolean(value.fileUrl || value.storagePath);

// The title first: with several problems, the title's message is the one shown.
export const createMaterialBody = z
  .object({
    title: materialFields.title,
    courseId: idField('courseId must be the id of a course'),
    type: z._default(z.enum(MATERIAL_TYPES, { error: 'Type must be pdf, image, document or link' }), 'document'),
    description: z._default(materialFields.description, ''),
    fileUrl: z._default(materialFields.fileUrl, null),
    /** An object already uploaded to the bucket; its type and size are read from Storage. */
    storagePath: z._default(materialFields.storagePath, null),
    fileName: z._default(materialFields.fileName, null),
    claimReason: claimReasonField,
  })
  .check(z.refine(notBoth, LINK_OR_FILE), z.refine(fileOrLink, MESSAGES.materialNothingToOpen));
export type CreateMaterial = z.input<typeof createMaterialBody>;

/** Any subset; a new `storagePath` replaces the file (the old one is removed), a `fileUrl` makes it a link. */
export const updateMaterialBody = z
  .object({
    title: z.optional(materialFields.title),
    type: z.optional(z.enum(MATERIAL_TYPES, { error: 'Type must be pdf, image, document or link' })),
    description: z.optional(materialFields.description),
    fileUrl: z.optional(materialFields.fileUrl),
    storagePath: z.optional(materialFields.storagePath),
    fileName: z.optional(materialFields.fileName),
    /** Needed when the new description is flagged by the claim check (docs/product.md#claim-checks). */
    claimReason: claimReasonField,
  })
  .check(z.refine(notBoth, LINK_OR_FILE));
export type UpdateMaterial = z.input<typeof updateMaterialBody>;

export const moveMaterialBody = z.object({
  direction: z.enum(['up', 'down'], { error: 'direction must be "up" or "down"' }),
});

const materialWritten = z.extend(messageSchema, { material: materialSchema });

export const materialRoutes = {
  /**
   * The materials of every course the caller may see, by course and in the admins' order: the courses
   * list's previews in one request instead of one per course (docs/performance.md).
   */
  allCourseMaterials: route({ method: 'GET', path: '/api/course-materials', access: 'public', response: z.array(materialSchema) }),
  courseMaterials: route({
    method: 'GET',
    path: '/api/course-materials/:courseId',
    access: 'public',
    params: { courseId: idParam },
    response: z.array(materialSchema),
  }),
  addMaterial: route({
    method: 'POST',
    path: '/api/course-materials',
    access: 'admin',
    body: createMaterialBody,
    response: materialWritten,
    status: 201,
  }),
  updateMaterial: route({
    method: 'PUT',
    path: '/api/course-materials/:id',
    access: 'admin',
    params: { id: idParam },
    body: updateMaterialBody,
    response: materialWritten,
  }),
  moveMaterial: route({
    method: 'POST',
    path: '/api/course-materials/:id/move',
    access: 'admin',
    params: { id: idParam },
    body: moveMaterialBody,
    response: z.extend(messageSchema, { moved: z.boolean() }),
  }),
  removeMaterial: route({ method: 'DELETE', path: '/api/course-materials/:id', access: 'admin', params: { id: idParam }, response: messageSchema }),
};
