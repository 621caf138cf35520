/** The public, unauthenticated endpoints: /health, /settings and the two .well-known documents. */
import type { AuthRequest } from '../context';
import { sendJson } from '../http';

const CACHE_TEN_MINUTES = { 'cache-control': 'public, max-age=600' };

export async function health({ res }: AuthRequest): Promise<void> {
  sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

/** What this project's config.toml enables: email sign-up (autoconfirm unless confirmations are on) and nothing else. */
export async function settings({ opts, res }: AuthRequest): Promise<void> {
  sendJson(res, 200, {
    external: Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: !opts.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

/** The public signing keys, cached for ten minutes as GoTrue sends them (research A.6). */
export async function jwks({ opts, res }: AuthRequest): Promise<void> {
  sendJson(res, 200, opts.keys.jwks(), CACHE_TEN_MINUTES);
}

export async function openidConfiguration({ opts, res }: AuthRequest): Promise<void> {
  const issuer = opts.issuer.replace(/\/+$/, '');
  sendJson(
    res,
    200,
    {
      issuer: opts.issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      userinfo_endpoint: `${issuer}/oauth/userinfo`,
      scopes_supported: ['openid', 'email', 'profile', 'phone'],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256', 'HS256', 'ES256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      claims_supported: [
        'sub',
        'aud',
        'iss',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'email',
        'email_verified',
        'phone_number',
        'phone_number_verified',
        'name',
        'picture',
        'preferred_username',
        'updated_at',
      ],
      code_challenge_methods_supported: ['S256', 'plain'],
    },
    CACHE_TEN_MINUTES,
  );
}
