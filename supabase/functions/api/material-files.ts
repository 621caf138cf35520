/**
 * Removing material files from Storage. Hosted Storage forbids deleting storage.objects rows
 * directly (the bytes would stay behind), so a removed or replaced file goes through the Storage
 * API, as the admin who asked (their token: the bucket's delete policy lets admins only). Called
 * after the material's row changed and committed: a failure here leaves an unreferenced file,
 * which is logged, never a material pointing at a missing file.
 */
import { MATERIAL_BUCKET } from '../../../contract/index.ts';
import { apiKeys } from '../_shared/api-keys.ts';

export async function removeMaterialFiles(request: Request, paths: Array<string | null | undefined>): Promise<void> {
  const prefixes = paths.filter((path): path is string => !!path);
  if (prefixes.length === 0) return;
  const url = `${Deno.env.get('SUPABASE_URL')}/storage/v1/object/${MATERIAL_BUCKET}`;
  try {
    const response = await fetch(url, {
      method: 'DELETE',
      headers: {
        apikey: apiKeys.publicKey,
        authorization: request.headers.get('authorization') ?? '',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefixes }),
    });
    if (!response.ok) console.error(`storage: removing ${prefixes.join(', ')} answered ${response.status}: ${await response.text()}`);
    else await response.body?.cancel();
  } catch (error) {
    console.error(`storage: removing ${prefixes.join(', ')} failed: ${String(error)}`);
  }
}
