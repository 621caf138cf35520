import { describe, expect, it } from 'vitest';

import { saidAtFields } from '../use-checked-form';

describe('saidAtFields: a problem is said once', () => {
  it('at its fields when each marked field has its own check (its title heads the message)', () => {
    const message = 'Password must be at least 6 characters';
    expect(saidAtFields({ title: 'Password Too Short', description: message, fields: { password: message }, titles: { password: 'Password Too Short' } })).toBe(
      true,
    );
    expect(
      saidAtFields({
        title: 'Invalid Email',
        description: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address', password: message },
        titles: { email: 'Invalid Email', password: 'Password Too Short' },
      }),
    ).toBe(true);
  });

  it('above the button when a field is empty (its message is no check of its own)', () => {
    expect(
      saidAtFields({
        title: 'Missing Information',
        description: 'Please fill in your name, email, and password',
        fields: { name: 'Enter your name', email: 'Please enter a valid email address' },
        titles: { email: 'Invalid Email' },
      }),
    ).toBe(false);
    expect(
      saidAtFields({ title: 'Missing Information', description: 'Please fill in your name, email, and password', fields: { name: 'Enter your name' } }),
    ).toBe(false);
  });
});
