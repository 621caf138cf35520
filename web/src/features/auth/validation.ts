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
  /** The title of each field whose message is its own check's (the e-mail's rule, the password's length): shown as that message's heading. */
  titles?: FieldErrors;
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

/** "Set a new password" when the repeat field is left empty. */
export const REPEAT_MISSING = 'Type the new password again';

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

/**
 * Every problem of the form at once (docs/product.md#sign-up-and-sign-in): the empty fields, and each filled
 * field's own check (the e-mail's rule, the password's length) with its title. Empty fields make the form's
 * problem `missing`; otherwise the first check's title and message stand for the form.
 */
function everyProblem(
  { email, password }: Credentials,
  empty: FieldErrors,
  missingProblem: { title: string; description: string },
  passwordTitle: string,
): ValidationProblem | null {
  const fields: FieldErrors = { ...empty };
  const titles: FieldErrors = {};
  const emailProblem = empty.email ? null : emailAddressProblem(email.trim());
  if (emailProblem) [fields.email, titles.email] = [emailProblem, TITLES.invalidEmail];
  if (!empty.password && password.length < PASSWORD.minLength) [fields.password, titles.password] = [PASSWORD.tooShort, passwordTitle];
  if (any(empty)) return { ...missingProblem, fields, ...(any(titles) ? { titles } : {}) };
  const first = (['email', 'password'] as const).find((field) => titles[field]);
  return first ? { title: titles[first]!, description: fields[first]!, fields, titles } : null;
}

export function validateLogin({ email, password }: Credentials): ValidationProblem | null {
  const fields = missing({ email, password });
  if (any(fields)) return { title: TITLES.validation, description: MESSAGES.loginRequired, fields };
  return null;
}

export function validateRegister(input: RegistrationInput): ValidationProblem | null {
  const { name, email, password } = input;
  const empty = missing({ name, email, password });
  return everyProblem(input, empty, { title: TITLES.validation, description: MESSAGES.registerRequired }, TITLES.password);
}

export function validateSignup(input: RegistrationInput): ValidationProblem | null {
  const { name, email, password } = input;
  const empty = missing({ name, email, password }, true);
  return everyProblem(input, empty, { title: TITLES.missing, description: MESSAGES.signupRequired }, TITLES.passwordTooShort);
}
