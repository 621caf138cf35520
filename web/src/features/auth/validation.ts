/**
 * The sign-in and sign-up checks with their exact messages (docs/product.md#sign-up-and-sign-in); the rule
 * and its words are the contract's, the same the server applies. Each returns the toast to show
 * (title and description), or null when the input may be sent.
 */
import { MESSAGES, PASSWORD } from '@contract';

export interface ValidationProblem {
  title: string;
  description: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface RegistrationInput extends Credentials {
  name: string;
  phone: string;
}

export function validateLogin({ email, password }: Credentials): ValidationProblem | null {
  if (!email || !password) return { title: 'Validation Error', description: MESSAGES.loginRequired };
  return null;
}

export function validateRegister({ name, email, password }: RegistrationInput): ValidationProblem | null {
  if (!name || !email || !password) {
    return { title: 'Validation Error', description: MESSAGES.registerRequired };
  }
  if (password.length < PASSWORD.minLength) {
    return { title: 'Password Error', description: PASSWORD.tooShort };
  }
  return null;
}

export function validateSignup({ name, email, password }: RegistrationInput): ValidationProblem | null {
  if (!name.trim() || !email.trim() || !password.trim()) {
    return { title: 'Missing Information', description: MESSAGES.signupRequired };
  }
  if (!email.includes('@')) return { title: 'Invalid Email', description: MESSAGES.invalidEmail };
  if (password.length < PASSWORD.minLength) {
    return { title: 'Password Too Short', description: PASSWORD.tooShort };
  }
  return null;
}
