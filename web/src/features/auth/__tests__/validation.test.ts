import { describe, expect, it } from 'vitest';

import { validateLogin, validateRegister, validateSignup } from '../validation';

const filled = { name: 'Ada', email: 'ada@example.com', password: 'secret1', phone: '' };

describe('login validation', () => {
  it('needs email and password', () => {
    const problem = { title: 'Validation Error', description: 'Email and password are required' };
    expect(validateLogin({ email: '', password: 'x' })).toEqual({ ...problem, fields: { email: 'Enter your email address' } });
    expect(validateLogin({ email: 'a@b.c', password: '' })).toEqual({ ...problem, fields: { password: 'Enter your password' } });
    expect(validateLogin({ email: '', password: '' })?.fields).toEqual({ email: 'Enter your email address', password: 'Enter your password' });
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toBeNull();
  });
});

describe('register validation', () => {
  it('needs name, email and password; phone is optional', () => {
    expect(validateRegister({ ...filled, name: '' })).toEqual({
      title: 'Validation Error',
      description: 'Name, email, and password are required',
      fields: { name: 'Enter your name' },
    });
    expect(validateRegister(filled)).toBeNull();
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateRegister({ ...filled, password: '12345' })).toEqual({
      title: 'Password Error',
      description: 'Password must be at least 6 characters',
      fields: { password: 'Password must be at least 6 characters' },
      titles: { password: 'Password Error' },
    });
    expect(validateRegister({ ...filled, password: '123456' })).toBeNull();
  });
});

describe('signup screen validation', () => {
  it('treats blank-after-trimming as missing', () => {
    expect(validateSignup({ ...filled, name: '   ' })).toEqual({
      title: 'Missing Information',
      description: 'Please fill in your name, email, and password',
      fields: { name: 'Enter your name' },
    });
  });

  it('needs an @ in the email', () => {
    expect(validateSignup({ ...filled, email: 'ada.example.com' })).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
      titles: { email: 'Invalid Email' },
    });
  });

  it('refuses an address whose domain has no dot, naming what is missing', () => {
    const noEnding = 'Please enter the whole email address, with its ending (such as name@gmail.com)';
    expect(validateSignup({ ...filled, email: 'bob@gmail' })).toEqual({
      title: 'Invalid Email',
      description: noEnding,
      fields: { email: noEnding },
      titles: { email: 'Invalid Email' },
    });
    expect(validateSignup({ ...filled, email: 'bob@gmail.' })?.fields.email).toBe(noEnding);
    expect(validateSignup({ ...filled, email: ' bob@gmail.com ' })).toBeNull();
    expect(validateSignup({ ...filled, email: 'bob@mail.example.co.uk' })).toBeNull();
    expect(validateRegister({ ...filled, email: 'bob@gmail' })?.fields).toEqual({ email: noEnding });
    expect(validateRegister({ ...filled, email: 'bob@@gmail.com' })?.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('calls a short password "Password Too Short"', () => {
    expect(validateSignup({ ...filled, password: 'abc' })?.title).toBe('Password Too Short');
    expect(validateSignup(filled)).toBeNull();
  });
});

describe('every problem at once', () => {
  it('marks a bad e-mail and a short password together, each with its own title', () => {
    const both = { ...filled, email: 'ada.example.com', password: 'abc' };
    expect(validateSignup(both)).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' },
      titles: { email: 'Invalid Email', password: 'Password Too Short' },
    });
    expect(validateRegister(both)?.titles).toEqual({ email: 'Invalid Email', password: 'Password Error' });
  });

  it('keeps "Missing Information" for the form while a filled field also shows its own check', () => {
    expect(validateSignup({ ...filled, name: ' ', password: 'abc' })).toEqual({
      title: 'Missing Information',
      description: 'Please fill in your name, email, and password',
      fields: { name: 'Enter your name', password: 'Password must be at least 6 characters' },
      titles: { password: 'Password Too Short' },
    });
  });
});
