/**
 * The few Supabase Management API calls the deploy makes itself, with SUPABASE_ACCESS_TOKEN (the
 * CLI cannot make them): the organisation's plan (GET /v1/projects/{ref}, then
 * GET /v1/organizations/{slug}), which decides the sign-in protection (./protection.ts), and Auth's
 * IP address forwarding (PATCH /v1/projects/{ref}/config/auth, a setting config.toml cannot hold:
 * docs/operators.md#ip-address-forwarding). SUPABASE_API_URL points elsewhere than
 * https://api.supabase.com (the deploy's tests use a stand-in).
 */
import { isHostedPlan, type HostedPlan } from './protection';

export function managementApiUrl(env: NodeJS.ProcessEnv): string {
  return (env.SUPABASE_API_URL?.trim() || 'https://api.supabase.com').replace(/\/+$/, '');
}

export class ManagementApiError extends Error {}

export async function managementApi(env: NodeJS.ProcessEnv, method: 'GET' | 'PATCH', path: string, body?: unknown): Promise<Record<string, unknown>> {
  const token = env.SUPABASE_ACCESS_TOKEN?.trim();
  if (!token) throw new ManagementApiError('SUPABASE_ACCESS_TOKEN is not set');
  let response: Response;
  try {
    response = await fetch(`${managementApiUrl(env)}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new ManagementApiError(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new ManagementApiError(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw new ManagementApiError(`${method} ${path} answered something that is not JSON`);
  }
}

/** The plan of the organisation that owns the project. */
export async function projectPlan(env: NodeJS.ProcessEnv, ref: string): Promise<HostedPlan> {
  const project = await managementApi(env, 'GET', `/v1/projects/${ref}`);
  const slug = [project.organization_slug, project.organization_id].find((value) => typeof value === 'string' && value !== '') as string | undefined;
  if (!slug) throw new ManagementApiError(`GET /v1/projects/${ref} named no organisation`);
  const organization = await managementApi(env, 'GET', `/v1/organizations/${encodeURIComponent(slug)}`);
  const plan = typeof organization.plan === 'string' ? organization.plan : undefined;
  if (!isHostedPlan(plan)) throw new ManagementApiError(`the organisation ${slug} reports the plan ${JSON.stringify(plan)}`);
  return plan;
}
