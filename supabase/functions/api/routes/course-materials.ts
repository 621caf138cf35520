/**
 * Course materials: listed for everyone who may see the course (RLS), in the admins' order; added,
 * edited, reordered and removed by admins. A file material names an object the content manager
 * uploaded to Storage, whose first bytes are checked against its type first (file-contents.ts); the
 * database reads its type and size from there (docs/materials.md). The file of a removed material,
 * and the old file of a replaced one, are removed from Storage. A material is saved only with a file
 * or a link, something for learners to open (400 otherwise: the contract refuses a new one, the
 * update below an edit that would leave the row with neither).
 */
import { MATERIAL_BUCKET, type Material, MESSAGES } from '../../../../contract/index.ts';
import { asCaller, asUser, rpcResult, type Tx } from '../../_shared/db.ts';
import { HttpError, sqlState } from '../../_shared/errors.ts';
import type { Handlers } from '../contract-routes.ts';
import { readingLocale } from '../content-language.ts';
import { checkUploadedFile } from '../file-contents.ts';
import { allowFlaggedClaims, requireAdmin } from '../guards.ts';
import { removeMaterialFiles } from '../material-files.ts';

/**
 * The materials with title and description in `locale` where a translation is visible to the caller
 * (RLS, as the material), else the source's, and `lang` saying which (docs/decisions.md, "Languages").
 */
const materialsIn = (tx: Tx, locale: ReturnType<typeof readingLocale> | 'en') =>
  tx`select m.id, m.course_id as "courseId", coalesce(t.title, m.title) as title, m.type, coalesce(t.description, m.description) as description,
            m.file_url as "fileUrl", m.sort_order as "order", coalesce(t.locale, 'en') as lang, m.storage_path as "storagePath",
            case when m.storage_path is null then null
                 else jsonb_build_object('path', m.storage_path, 'name', m.file_name, 'mimeType', m.mime_type, 'size', m.size_bytes) end as file
       from public.course_materials m
       left join public.course_material_translations t on t.material_id = m.id and t.locale = ${locale}`;

/** The answer's columns: the storage path is the function's, not the reader's. */
const listed = (tx: Tx, locale: ReturnType<typeof readingLocale>) =>
  tx`id, "courseId", title, type, description, "fileUrl", "order", lang, file from (${materialsIn(tx, locale)}) material`;

async function materialById(tx: Tx, id: number): Promise<Material & { storagePath: string | null }> {
  const [row] = await tx<(Material & { storagePath: string | null })[]>`select * from (${materialsIn(tx, 'en')}) material where id = ${id}`;
  if (!row) throw new HttpError(404, MESSAGES.materialNotFound);
  return row;
}

const withoutPath = ({ storagePath: _, ...material }: Material & { storagePath: string | null }): Material => material;

export const materialHandlers: Handlers<'allCourseMaterials' | 'courseMaterials' | 'addMaterial' | 'updateMaterial' | 'moveMaterial' | 'removeMaterial'> = {
  allCourseMaterials: ({ claims, request }) =>
    asCaller(claims, (tx) => tx<Material[]>`select ${listed(tx, readingLocale(tx, claims, request))} order by "courseId", "order"`),
  courseMaterials: ({ claims, params, request }) =>
    asCaller(claims, (tx) => tx<Material[]>`select ${listed(tx, readingLocale(tx, claims, request))} where "courseId" = ${params.courseId} order by "order"`),
  addMaterial: async ({ claims, body }) => {
    if (body.storagePath) await checkUploadedFile(claims, MATERIAL_BUCKET, body.storagePath);
    const material = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await allowFlaggedClaims(tx, body.claimReason);
      try {
        const [created] = await tx<{ id: number }[]>`
          insert into public.course_materials (course_id, title, type, description, file_url, storage_path, file_name)
          values (${body.courseId}, ${body.title}, ${body.storagePath ? 'document' : body.type}, ${body.description}, ${body.fileUrl},
                  ${body.storagePath}, ${body.fileName})
          returning id`;
        if (!created) throw new Error('insert returned no row');
        return withoutPath(await materialById(tx, created.id));
      } catch (error) {
        if (sqlState(error) === '23503') throw new HttpError(404, MESSAGES.courseNotFound);
        if (sqlState(error) === '23505') throw new HttpError(409, 'That file is already used by another material');
        throw error;
      }
    });
    return { material, message: 'Material added' };
  },
  updateMaterial: async ({ claims, params, body, request }) => {
    if (body.storagePath) await checkUploadedFile(claims, MATERIAL_BUCKET, body.storagePath);
    const { material, replaced } = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      await allowFlaggedClaims(tx, body.claimReason);
      const current = await materialById(tx, params.id);
      const set: Record<string, unknown> = {};
      if (body.title !== undefined) set.title = body.title;
      if (body.description !== undefined) set.description = body.description;
      if (body.type !== undefined && !current.storagePath && body.storagePath === undefined) set.type = body.type;
      if (body.fileName !== undefined) set.file_name = body.fileName;
      if (body.storagePath !== undefined) {
        set.storage_path = body.storagePath;
        if (body.storagePath) set.file_url = null;
        else if (body.type === undefined) set.type = 'link';
      }
      if (body.fileUrl !== undefined) {
        set.file_url = body.fileUrl;
        if (body.fileUrl && current.storagePath) {
          set.storage_path = null;
          set.type = body.type ?? 'link';
        }
      }
      // What the row holds after the edit: a material keeps a file or a link (an older row with
      // neither is saved again only once it has one; docs/product.md#content-manager).
      const after = {
        fileUrl: 'file_url' in set ? set.file_url : current.fileUrl,
        storagePath: 'storage_path' in set ? set.storage_path : current.storagePath,
      };
      if (!after.fileUrl && !after.storagePath) throw new HttpError(400, MESSAGES.materialNothingToOpen);
      if (Object.keys(set).length > 0) {
        try {
          await tx`update public.course_materials set ${tx(set)} where id = ${params.id}`;
        } catch (error) {
          if (sqlState(error) === '23505') throw new HttpError(409, 'That file is already used by another material');
          throw error;
        }
      }
      const updated = await materialById(tx, params.id);
      return { material: withoutPath(updated), replaced: current.storagePath !== updated.storagePath ? current.storagePath : null };
    });
    await removeMaterialFiles(request, [replaced]);
    return { material, message: 'Material updated' };
  },
  moveMaterial: ({ claims, params, body }) =>
    asUser(claims, (tx) => rpcResult<{ message: string; moved: boolean }>(tx`select app.move_material(${params.id}::bigint, ${body.direction}) as result`)),
  removeMaterial: async ({ claims, params, request }) => {
    const path = await asUser(claims, async (tx) => {
      await requireAdmin(tx);
      const [deleted] = await tx<{ path: string | null }[]>`delete from public.course_materials where id = ${params.id} returning storage_path as path`;
      if (!deleted) throw new HttpError(404, MESSAGES.materialNotFound);
      return deleted.path;
    });
    await removeMaterialFiles(request, [path]);
    return { message: 'Material removed' };
  },
};
