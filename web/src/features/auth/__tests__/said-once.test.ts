import { describe, expect, it } from 'vitest';

import { saidAtField } from '../use-checked-form';

describe('saidAtField: a problem is said once', () => {
  it('at its one field when the message is that field’s own', () => {
    const message = 'Password must be at least 6 characters';
    expect(saidAtField({ title: 'Password Too Short', description: message, fields: { password: message } })).toEqual({ field: 'password', message });
  });

  it('above the button when it is about several fields, or says more than the field', () => {
    expect(
      saidAtField({
        title: 'Missing Information',
        description: 'Please fill in your name, email, and password',
        fields: { name: 'Enter your name', email: 'Enter your email address' },
      }),
    ).toBeNull();
    expect(
      saidAtField({ title: 'Missing Information', description: 'Please fill in your name, email, and password', fields: { name: 'Enter your name' } }),
    ).toBeNull();
  });
});
