/**
 * The sign-in and sign-up checks of SPEC §5 with their exact messages. Each returns the toast to show
 * (title and description), or null when the input may be sent.
 */
export const MIN_PASSWORD_LENGTH = 6;

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
  if (!email || !password) return { title: 'Validation Error', description: 'Email and password are required' };
  return null;
}

export function validateRegister({ name, email, password }: RegistrationInput): ValidationProblem | null {
  if (!name || !email || !password) {
    return { title: 'Validation Error', description: 'Name, email, and password are required' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Password Error', description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` };
  }
  return null;
}

export function validateSignup({ name, email, password }: RegistrationInput): ValidationProblem | null {
  if (!name.trim() || !email.trim() || !password.trim()) {
    return { title: 'Missing Information', description: 'Please fill in your name, email, and password' };
  }
  if (!email.includes('@')) return { title: 'Invalid Email', description: 'Please enter a valid email address' };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Password Too Short', description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` };
  }
  return null;
}
