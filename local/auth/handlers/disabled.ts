/**
 * The features this project leaves off, answered as a hosted project with them off answers
 * (GoTrue internal/api/api.go, middleware.go, token_oidc.go):
 *   - /factors (MFA, `[auth.mfa.totp] enroll_enabled = false`): 401 without a session, then
 *     422 mfa_totp_enroll_not_enabled for an enrolment and 404 mfa_factor_not_found for a factor;
 *   - /sso and /sso/saml/*: 404 saml_provider_disabled "SAML 2.0 is disabled";
 *   - /user/identities/* (`enable_manual_linking = false`): 401 without a session, then
 *     404 manual_linking_disabled "Manual linking is disabled";
 *   - /token?grant_type=id_token: the id_token and provider checks, then 400 provider_disabled
 *     for a known provider (every external provider is off) and validation_failed for others;
 *   - /token?grant_type=web3 (no `[auth.web3.*]` chain enabled, GoTrue web3.go): 422
 *     web3_provider_disabled "Web3 provider is disabled", before the body is read;
 *   - /otp with a phone (`[auth.sms] enabled = false`, GoTrue otp.go): its parameter checks, then
 *     400 phone_provider_disabled "Unsupported phone provider" (422 otp_disabled when create_user
 *     is false: no user has a phone). E-mail codes and magic links are not emulated (the app signs
 *     in with passwords only): /otp with an e-mail answers 404 and says so.
 */
import type { AuthRequest } from '../context';
import { AuthError, badRequest, notFound, OAuthError, unprocessable, validationFailed } from '../errors';
import { Params } from '../params';
import { authenticate } from '../tokens';

export async function factors({ opts, req, params }: AuthRequest): Promise<void> {
  await authenticate(opts, req);
  if (params.factorId === undefined && req.method === 'POST') throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  throw notFound('mfa_factor_not_found', 'Factor not found');
}

export function sso(): Promise<void> {
  return Promise.reject(notFound('saml_provider_disabled', 'SAML 2.0 is disabled'));
}

export async function identities({ opts, req }: AuthRequest): Promise<void> {
  await authenticate(opts, req);
  throw notFound('manual_linking_disabled', 'Manual linking is disabled');
}

/** The issuer GoTrue names for each built-in ID-token provider. */
const PROVIDER_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

export async function idTokenGrant({ body }: AuthRequest): Promise<never> {
  const params = new Params(await body(), 'IdTokenGrantParams');
  const idToken = params.string('id_token');
  const provider = params.string('provider');
  const clientId = params.string('client_id');
  const issuer = params.string('issuer');
  for (const name of ['access_token', 'nonce']) params.string(name);
  if (idToken === '') throw new OAuthError('invalid request', 'id_token required');
  if (provider === '' && (clientId === '' || issuer === '')) throw new OAuthError('invalid request', 'provider or client_id and issuer required');
  const known = PROVIDER_ISSUERS[provider];
  if (known) throw badRequest('provider_disabled', `Provider (issuer "${known}") is not enabled`);
  throw new AuthError(400, 'validation_failed', `Custom OIDC provider "${provider}" not allowed`);
}

export function web3Grant(): Promise<never> {
  return Promise.reject(unprocessable('web3_provider_disabled', 'Web3 provider is disabled'));
}

export async function otp({ body }: AuthRequest): Promise<never> {
  const raw = await body();
  const params = new Params(raw, 'OtpParams');
  const email = params.string('email');
  const phone = params.string('phone');
  const channel = params.string('channel');
  // GoTrue starts create_user at true; only an explicit false turns it off.
  const createUser = raw.create_user === undefined || raw.create_user === null || params.bool('create_user');
  params.object('data');
  for (const name of ['code_challenge', 'code_challenge_method']) params.string(name);
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided');
  if (email !== '' && channel !== '') throw validationFailed('Channel should only be specified with Phone OTP');
  if (email !== '') throw notFound('not_found', 'E-mail one-time codes and magic links are not emulated by the local auth server');
  if (phone === '') throw validationFailed('One of email or phone must be set');
  if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
}
