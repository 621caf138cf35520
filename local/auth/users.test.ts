import { describe, expect, it } from 'vitest';
import { mergeMetadata, userJson, type IdentityRow, type UserRow } from './users';

const at = new Date('2026-01-02T03:04:05.678Z');

function row(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: '6f1c2c9e-0a4e-4a53-9d5f-1f0e2b3c4d5e',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    encrypted_password: '$2a$10$secret',
    email_confirmed_at: at,
    invited_at: null,
    phone: null,
    phone_confirmed_at: null,
    confirmation_sent_at: null,
    confirmed_at: at,
    recovery_sent_at: null,
    email_change: '',
    email_change_sent_at: null,
    phone_change: '',
    phone_change_sent_at: null,
    reauthentication_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: { name: 'Ada' },
    created_at: at,
    updated_at: at,
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
    is_sso_user: false,
    ...overrides,
  };
}

describe('mergeMetadata', () => {
  it('adds and replaces keys, removes keys sent as null, keeps the rest', () => {
    expect(mergeMetadata({ a: 1, b: 2, c: 3 }, { b: 20, c: null, d: { e: 1 } })).toEqual({ a: 1, b: 20, d: { e: 1 } });
    expect(mergeMetadata(null, { a: 1, b: null })).toEqual({ a: 1 });
  });

  it('does not change the object it merges into', () => {
    const current = { a: 1 };
    mergeMetadata(current, { a: null });
    expect(current).toEqual({ a: 1 });
  });
});

describe('userJson', () => {
  it("has GoTrue's fields in its order, empty optional ones left out, never the password", () => {
    const json = userJson(row(), []);
    expect(Object.keys(json)).toEqual([
      'id',
      'aud',
      'role',
      'email',
      'email_confirmed_at',
      'phone',
      'confirmed_at',
      'app_metadata',
      'user_metadata',
      'identities',
      'created_at',
      'updated_at',
      'is_anonymous',
    ]);
    expect(json).toMatchObject({ phone: '', email_confirmed_at: '2026-01-02T03:04:05.678Z', identities: [] });
    expect(JSON.stringify(json)).not.toContain('secret');
  });

  it('shows a pending email change as new_email, and the identities', () => {
    const identity: IdentityRow = {
      id: 'a0000000-0000-4000-8000-000000000001',
      provider_id: row().id,
      user_id: row().id,
      identity_data: { sub: row().id, email: 'ada@example.com' },
      provider: 'email',
      last_sign_in_at: null,
      created_at: at,
      updated_at: at,
      email: 'ada@example.com',
    };
    const json = userJson(row({ email_change: 'new@example.com', email_change_sent_at: at }), [identity]);
    expect(json).toMatchObject({ new_email: 'new@example.com', email_change_sent_at: at.toISOString() });
    expect(json.identities).toEqual([
      {
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: 'email',
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
        email: 'ada@example.com',
      },
    ]);
  });
});
