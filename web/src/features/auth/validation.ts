/**
 * The sign-in and sign-up checks with their exact messages (docs/product.md#sign-up-and-sign-in); the rule
 * and its words are the contract's, the same the server applies. Each returns the toast to show
 * (title and description) and, per field, the message shown under that field (which is then marked
 * invalid), or null when the input may be sent.
 */
import { emailAddressProblem, MESSAGES, PASSWORD } from '@contract';

export type CheckedField = 'name' | 'email' | 'password';
export type FieldErrors = Partial<Record<CheckedField, string>>;

export interface ValidationProblem {
  title: string;
  description: string;
  fields: FieldErrors;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface RegistrationInput extends Credentials {
  name: string;
  phone: string;
}

/** The checks' titles (the SPEC's words; translated by web/src/features/auth/auth-messages.ts). */
export const TITLES = {
  validation: 'Validation Error',
  invalidEmail: 'Invalid Email',
  password: 'Password Error',
  missing: 'Missing Information',
  passwordTooShort: 'Password Too Short',
} as const;

/** "Set a new password" when the repeated password differs. */
export const PASSWORDS_DIFFER = 'The two passwords do not match';

/** What each field says under it when it is empty. */
export const FIELD_REQUIRED: Record<CheckedField, string> = {
  name: 'Enter your name',
  email: 'Enter your email address',
  password: 'Enter your password',
};

/** The required fields that are empty (after trimming, when `trim`), each with its message. */
function missing(values: Partial<Record<CheckedField, string>>, trim = false): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values) as Array<[CheckedField, string]>) {
    if (!(trim ? value.trim() : value)) errors[field] = FIELD_REQUIRED[field];
  }
  return errors;
}

const any = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** The contract's rule for an address (one @, a dot in the domain), as the toast and the field's message. */
function invalidEmail(email: string): ValidationProblem | null {
  const problem = emailAddressProblem(email.trim());
  return problem ? { title: TITLES.invalidEmail, description: problem, fields: { email: problem } } : null;
}

export function validateLogin({ email, password }: Credentials): ValidationProblem | null {
  const fields = missing({ email, password });
  if (any(fields)) return { title: TITLES.validation, description: MESSAGES.loginRequired, fields };
  return null;
}

export function validateRegister({ name, email, password }: RegistrationInput): ValidationProblem | null {
  const fields = missing({ name, email, password });
  if (any(fields)) return { title: TITLES.validation, description: MESSAGES.registerRequired, fields };
  const emailProblem = invalidEmail(email);
  if (emailProblem) return emailProblem;
  if (password.length < PASSWORD.minLength) {
    return { title: TITLES.password, description: PASSWORD.tooShort, fields: { password: PASSWORD.tooShort } };
  }
  return null;
}

export function validateSignup({ name, email, password }: RegistrationInput): ValidationProblem | null {
  const fields = missing({ name, email, password }, true);
  if (any(fields)) return { title: TITLES.missing, description: MESSAGES.signupRequired, fields };
  const emailProblem = invalidEmail(email);
  if (emailProblem) return emailProblem;
  if (password.length < PASSWORD.minLength) {
    return { title: TITLES.passwordTooShort, description: PASSWORD.tooShort, fields: { password: PASSWORD.tooShort } };
  }
  return null;
}
