/**
 * The product's fixed rules that both sides state: categories, material types, the password rule,
 * quiz rules, and the messages people read when input is refused. The numbers an operator may tune
 * (rewards, amounts) are not here: they live in the database and reach the web through
 * `GET /api/settings` (see settings.ts). The rules themselves: docs/product.md.
 *
 * The categories, material types, redemption statuses, link sources and quiz point limits are also
 * checks in the database (supabase/schemas); tests/integration/db-contract-parity.test.ts fails when
 * a list here and its check there differ.
 */
export const COURSE_CATEGORIES = ['training', 'bonus', 'daily-challenge'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const MATERIAL_TYPES = ['pdf', 'image', 'document', 'link'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** How a reward is fulfilled: a pack's items at once, or by a person from the fulfilment queue. */
export const REWARD_FULFILMENTS = ['pack', 'manual'] as const;
export type RewardFulfilment = (typeof REWARD_FULFILMENTS)[number];

/** A redemption's state: a pack is delivered at once; a manual reward is pending until fulfilled or refunded. */
export const REDEMPTION_STATUSES = ['delivered', 'pending', 'fulfilled', 'refunded'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * Where an invitation link was shared: the `source` the app writes into its links (the copied link
 * and the invitation e-mail say `direct`, each share button its network). A signup keeps it for the
 * operators' report of signups by link source; any other text in a link is not a source.
 */
export const LINK_SOURCES = ['direct', 'email', 'facebook', 'linkedin', 'twitter', 'whatsapp'] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];

/** The five stations (missions), each with its badge. */
export const STATIONS = [1, 2, 3, 4, 5] as const;

export const PASSWORD = {
  minLength: 6,
  /** bcrypt reads 72 bytes; the auth server refuses longer passwords rather than cut them. */
  maxBytes: 72,
  tooShort: 'Password must be at least 6 characters',
  tooLong: 'Password must be at most 72 bytes',
} as const;

/**
 * What an e-mail address must look like to be accepted at sign-up (docs/product.md#sign-up-and-sign-in):
 * something, one @, then a domain with a dot in it. "bob@gmail" is refused: a confirmation or reminder
 * sent there can never arrive. The api's schema and the web's forms both use `emailAddressProblem`.
 */
export const EMAIL = {
  shape: /^[^\s@]+@[^\s@]+$/,
  domain: /@[^\s@.]+(\.[^\s@.]+)+$/,
  noDomainEnding: 'Please enter the whole email address, with its ending (such as name@gmail.com)',
} as const;

/** The message for an address that cannot be right (already trimmed), or null when it may be sent. */
export function emailAddressProblem(address: string): string | null {
  if (!EMAIL.shape.test(address)) return MESSAGES.invalidEmail;
  if (!EMAIL.domain.test(address)) return EMAIL.noDomainEnding;
  return null;
}

/**
 * Quiz rules: the one source of the point limits (the content manager's form and the api read it;
 * the database's checks on quizzes.points and settings.quiz_default_points are kept equal to it by
 * tests/integration/db-contract-parity.test.ts).
 */
export const QUIZ = {
  choices: 4,
  minPoints: 1,
  maxPoints: 100,
} as const;

/**
 * Idempotent retries (docs/architecture.md#idempotent-retries, docs/decisions.md "Late resends"):
 * the server keeps each Idempotency-Key with its first answer for `keyDays`
 * (supabase/schemas/api_guards.sql, app.idempotency_claim); the web's offline queue sends a waiting
 * action for at most `offlineDays` after it was saved, then drops it with a message
 * (web/src/lib/offline-queue.ts). Keys outlive every resend the queue can make, so a resend is
 * answered from its first result; the difference is the margin for a device clock that was wrong.
 * tests/integration/api-idempotency.test.ts holds the database to `keyDays`.
 */
export const RETRIES = {
  offlineDays: 7,
  keyDays: 8,
} as const;

/** What people read when a form or a call is refused; the web's forms show the same words. */
export const MESSAGES = {
  registerRequired: 'Name, email, and password are required',
  loginRequired: 'Email and password are required',
  signupRequired: 'Please fill in your name, email, and password',
  invalidEmail: 'Please enter a valid email address',
  courseRequired: 'Please fill in title and description',
  materialTitleRequired: 'Material title is required',
  materialNothingToOpen: 'A material needs an uploaded file or a link (File URL): learners have nothing to open without one',
  quizQuestionRequired: 'Question is required',
  quizChoicesRequired: 'A quiz needs four non-empty choices',
  quizCorrectRequired: 'Choose which of the four choices is correct',
  quizPoints: `Points must be a whole number from ${QUIZ.minPoints} to ${QUIZ.maxPoints}`,
  quizAnswerRequired: 'Please choose an answer',
  courseNotFound: 'Course not found.',
  missionNotFound: 'Mission not found',
  quizNotFound: 'Quiz not found',
  materialNotFound: 'Material not found',
  adminOnly: 'Only administrators can manage course content',
  ownAccountOnly: 'You can only act on your own account',
} as const;
