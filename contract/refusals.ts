/**
 * Why the api refused, as a stable `code` beside the English `message` in every error envelope
 * (docs/architecture.md#api-errors), with the figures the sentence holds as `params`
 * (`{ code: 'insufficient_tokens', params: { need: 5 } }`, a 429's `retryAfter` seconds). The web
 * words each code in the learner's language and shows the English `message` for a code it does not
 * know (docs/decisions.md, "Languages"). Register's and login's codes are AUTH_REFUSALS (auth.ts).
 *
 * The database's refusals (RPCs raising 'MT400' … 'MT429', supabase/README.md) and the api's own
 * sentences get their code here, from the sentence's short title (the database's `message`) or the
 * sentence itself: the SQL keeps its English, and tests/unit/refusal-codes.test.ts fails when a
 * schema file raises a title that has no code.
 */
import { AUTH_REFUSALS } from './auth.ts';
import { CAPTCHA_FAILED } from './captcha.ts';
import { MESSAGES } from './rules.ts';
import { SCRIPT_MESSAGES } from './translation-script.ts';

/** Codes that only say what kind of refusal it was: a sentence without a code of its own gets its status's. */
export const STATUS_REFUSALS = {
  400: 'bad_request',
  401: 'not_signed_in',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'server_error',
  502: 'unavailable',
  503: 'unavailable',
} as const;

/** What a refusal's sentence is about, one code per sentence (the same sentence with other figures keeps its code). */
export const REFUSALS = {
  // The request itself.
  invalidRequest: 'invalid_request',
  invalidJson: 'invalid_json',
  notJsonObject: 'not_json_object',
  unstorableText: 'unstorable_text',
  idempotencyKeyInvalid: 'idempotency_key_invalid',
  idempotencyKeyMismatch: 'idempotency_key_mismatch',
  idempotencyKeyRunning: 'idempotency_key_running',
  captchaFailed: CAPTCHA_FAILED,
  // The database's generic answers (errors.ts CONSTRAINT_ANSWER).
  alreadyExists: 'already_exists',
  outOfRange: 'out_of_range',
  valueMissing: 'value_missing',
  missingReference: 'missing_reference',
  wrongForm: 'wrong_form',
  serverBusy: 'server_busy',
  // Who may.
  adminOnly: 'admin_only',
  ownAccountOnly: 'own_account_only',
  accountDeleted: 'account_deleted',
  // Not found.
  profileNotFound: 'profile_not_found',
  missionNotFound: 'mission_not_found',
  courseNotFound: 'course_not_found',
  quizNotFound: 'quiz_not_found',
  quizNotAnswered: 'quiz_not_answered',
  materialNotFound: 'material_not_found',
  challengeNotFound: 'challenge_not_found',
  rewardNotFound: 'reward_not_found',
  redemptionNotFound: 'redemption_not_found',
  notInLeague: 'not_in_league',
  linkNotValid: 'link_not_valid',
  // Stations, courses and quizzes.
  missionLocked: 'mission_locked',
  missionCompleted: 'mission_completed',
  watchMore: 'watch_more',
  // Rewards.
  invalidReward: 'invalid_reward',
  comingSoon: 'coming_soon',
  insufficientTokens: 'insufficient_tokens',
  alreadySettled: 'already_settled',
  // Challenges.
  alreadyJoined: 'already_joined',
  notJoined: 'not_joined',
  alreadyCheckedIn: 'already_checked_in',
  completedToday: 'completed_today',
  invalidCount: 'invalid_count',
  // Invitations, team and coaching.
  alreadyInvited: 'already_invited',
  inviteSelf: 'invite_self',
  tooManyInvitations: 'too_many_invitations',
  invitationNotSent: 'invitation_not_sent',
  nudgeNotSent: 'nudge_not_sent',
  notInTeam: 'not_in_team',
  notStuck: 'not_stuck',
  nudgesOff: 'nudges_off',
  alreadyNudged: 'already_nudged',
  tooManyNudges: 'too_many_nudges',
  noSponsor: 'no_sponsor',
  questionMissing: 'question_missing',
  questionTooLong: 'question_too_long',
  tooManyQuestions: 'too_many_questions',
  cheerMissing: 'cheer_missing',
  cheerTooLong: 'cheer_too_long',
  taskNotFound: 'task_not_found',
  taskClosed: 'task_closed',
  alreadyCheered: 'already_cheered',
  unknownPreset: 'unknown_preset',
  presetWithoutCheer: 'preset_without_cheer',
  notYourTask: 'not_your_task',
  notAnAction: 'not_an_action',
  tooManyCoachingActions: 'too_many_coaching_actions',
  // Profile, reminders, account.
  nameRequired: 'name_required',
  nameTooLong: 'name_too_long',
  phoneTooLong: 'phone_too_long',
  unknownLanguage: 'unknown_language',
  reminderTimeMissing: 'reminder_time_missing',
  unknownTimeZone: 'unknown_time_zone',
  pushNotOn: 'push_not_on',
  alreadyClosed: 'already_closed',
  // Admin-written text.
  incomeClaim: 'income_claim',
  invalidClaimReason: 'invalid_claim_reason',
  notArabicScript: 'not_arabic_script',
  arabicScriptInSpanish: 'arabic_script_in_spanish',
  // The content manager's, the fulfilment queue's and the operators' own checks, and slips the contract's
  // schemas catch first: an administrator may meet them in any language.
  materialIsCaptions: 'material_is_captions',
  materialIsVideo: 'material_is_video',
  quizNeedsAnswerKey: 'quiz_needs_answer_key',
  auditReasonRequired: 'audit_reason_required',
  refundReasonRequired: 'refund_reason_required',
  deliveryRequired: 'delivery_required',
  deliveredFileMissing: 'delivered_file_missing',
  invalidCost: 'invalid_cost',
  invalidDescription: 'invalid_description',
  invalidFulfilment: 'invalid_fulfilment',
  invalidIncomeBrackets: 'invalid_income_brackets',
  invalidIncomeDisclosure: 'invalid_income_disclosure',
  invalidRewardId: 'invalid_reward_id',
  invalidRewardTitle: 'invalid_reward_title',
  nothingToCorrect: 'nothing_to_correct',
  captionsNotWebVtt: 'captions_not_webvtt',
  fileOfAnotherCourse: 'file_of_another_course',
  videoNotMp4OrWebm: 'video_not_mp4_or_webm',
  videoBeforeCaptions: 'video_before_captions',
  invalidAnswer: 'invalid_answer',
  invalidReminderAnswer: 'invalid_reminder_answer',
  invalidChannel: 'invalid_channel',
  invalidDirection: 'invalid_direction',
  invalidLimit: 'invalid_limit',
  invalidWatchTime: 'invalid_watch_time',
  ledgerOnly: 'ledger_only',
  ledgerAppendOnly: 'ledger_append_only',
  noReferralReward: 'no_referral_reward',
  referralNotFound: 'referral_not_found',
  userNotFound: 'user_not_found',
  rewardIdTaken: 'reward_id_taken',
  alreadyReversed: 'already_reversed',
  fileNotUploaded: 'file_not_uploaded',
  fileNotChecked: 'file_not_checked',
  fileReplaced: 'file_replaced',
} as const;

export type RefusalCode =
  (typeof REFUSALS)[keyof typeof REFUSALS] | (typeof STATUS_REFUSALS)[keyof typeof STATUS_REFUSALS] | (typeof AUTH_REFUSALS)[keyof typeof AUTH_REFUSALS];

/** Every code the api sends: what the web's catalogues must word (web/src/lib/__tests__/refusal-text.test.ts). */
export const REFUSAL_CODES: readonly RefusalCode[] = /* @__PURE__ */ Array.from(
  new Set<RefusalCode>([...Object.values(REFUSALS), ...Object.values(STATUS_REFUSALS), ...Object.values(AUTH_REFUSALS)]),
);

/** A refusal's figures and names, for the sentence in another language. */
export type RefusalParams = Record<string, string | number>;

interface Known {
  code: RefusalCode;
  /** The figures the English sentence holds (named groups; whole numbers become numbers). */
  params?: RegExp;
}

/**
 * The short titles the database raises (its `message`; the sentence is then its `detail`) and the
 * sentences the api and the database send alone, each with its code. Sentences built with figures are
 * matched by their title, the figures read from the sentence by `params`.
 */
const KNOWN: Record<string, Known> = {
  // The request (validation.ts, idempotency.ts, contract-routes.ts, guards.ts).
  'The request body is not valid JSON.': { code: REFUSALS.invalidJson },
  'The request body must be a JSON object.': { code: REFUSALS.notJsonObject },
  'The request contains characters that cannot be stored (a NUL character or invalid Unicode).': { code: REFUSALS.unstorableText },
  'The Idempotency-Key header must be 1 to 200 visible ASCII characters.': { code: REFUSALS.idempotencyKeyInvalid },
  'This Idempotency-Key was already used for a different request.': { code: REFUSALS.idempotencyKeyMismatch },
  'A request with this Idempotency-Key is still being processed. Please wait for its answer.': { code: REFUSALS.idempotencyKeyRunning },
  [MESSAGES.adminOnly]: { code: REFUSALS.adminOnly },
  [MESSAGES.ownAccountOnly]: { code: REFUSALS.ownAccountOnly },
  [CAPTCHA_FAILED]: { code: REFUSALS.captchaFailed },
  // The e-mails the api sends after a commit (routes/invites.ts, routes/team.ts).
  'We could not send the invitation e-mail. Please try again.': { code: REFUSALS.invitationNotSent },
  'We could not send the nudge e-mail. Please try again.': { code: REFUSALS.nudgeNotSent },
  // errors.ts: constraint and transaction answers.
  'That already exists.': { code: REFUSALS.alreadyExists },
  'A value is out of the allowed range.': { code: REFUSALS.outOfRange },
  'A required value is missing.': { code: REFUSALS.valueMissing },
  'That refers to something that does not exist.': { code: REFUSALS.missingReference },
  'You are not allowed to do that.': { code: STATUS_REFUSALS[403] },
  'A value has the wrong form.': { code: REFUSALS.wrongForm },
  'The server is busy. Please try again.': { code: REFUSALS.serverBusy },
  // The database's refusals (supabase/schemas).
  'Not signed in': { code: STATUS_REFUSALS[401] },
  'This account has been deleted': { code: REFUSALS.accountDeleted },
  'Admin access required': { code: REFUSALS.adminOnly },
  'Only administrators can edit quizzes': { code: REFUSALS.adminOnly },
  'Only administrators can edit rewards': { code: REFUSALS.adminOnly },
  'Only administrators can edit the income disclosure': { code: REFUSALS.adminOnly },
  'Only administrators can manage rewards': { code: REFUSALS.adminOnly },
  'Only administrators can read the insights': { code: REFUSALS.adminOnly },
  'Only administrators can read translation coverage': { code: REFUSALS.adminOnly },
  'Only administrators can reorder courses': { code: REFUSALS.adminOnly },
  'Only administrators can reorder materials': { code: REFUSALS.adminOnly },
  'You can only read your own account': { code: REFUSALS.ownAccountOnly },
  'Profile not found': { code: REFUSALS.profileNotFound },
  'Mission not found': { code: REFUSALS.missionNotFound },
  'Course not found': { code: REFUSALS.courseNotFound },
  [MESSAGES.courseNotFound]: { code: REFUSALS.courseNotFound },
  'Quiz not found': { code: REFUSALS.quizNotFound },
  'You have not answered this quiz yet': { code: REFUSALS.quizNotAnswered },
  'Material not found': { code: REFUSALS.materialNotFound },
  'Challenge not found': { code: REFUSALS.challengeNotFound },
  'Reward not found': { code: REFUSALS.rewardNotFound },
  'Redemption not found': { code: REFUSALS.redemptionNotFound },
  'Not in a league': { code: REFUSALS.notInLeague },
  'Link not valid': { code: REFUSALS.linkNotValid },
  'Mission locked': { code: REFUSALS.missionLocked, params: /Complete mission (?<station>\d+) first/ },
  'Mission already completed': { code: REFUSALS.missionCompleted },
  'Watch at least 90% of the video before marking it completed': { code: REFUSALS.watchMore },
  'Invalid reward type': { code: REFUSALS.invalidReward },
  'Coming soon': { code: REFUSALS.comingSoon },
  'Insufficient Tokens': { code: REFUSALS.insufficientTokens, params: /at least (?<need>\d+) tokens/ },
  'Already settled': { code: REFUSALS.alreadySettled },
  'Already joined': { code: REFUSALS.alreadyJoined },
  'Not joined': { code: REFUSALS.notJoined },
  'Already checked in today': { code: REFUSALS.alreadyCheckedIn },
  'Completed today': { code: REFUSALS.completedToday },
  'Invalid count': { code: REFUSALS.invalidCount, params: /from 1 to (?<max>\d+)/ },
  'Already invited': { code: REFUSALS.alreadyInvited, params: /An invitation to (?<email>.+) is already pending/ },
  'You cannot invite yourself': { code: REFUSALS.inviteSelf },
  'Invalid Email': { code: AUTH_REFUSALS.invalidEmail },
  'Too many invitations': { code: REFUSALS.tooManyInvitations, params: /up to (?<limit>\d+) invitations/ },
  'Not in your team': { code: REFUSALS.notInTeam },
  'Not stuck': { code: REFUSALS.notStuck, params: /^(?<name>.+) has been active in the last (?<days>\d+) days/ },
  'Nudges turned off': { code: REFUSALS.nudgesOff, params: /^(?<name>.+) has turned nudges off/ },
  'Already nudged': { code: REFUSALS.alreadyNudged, params: /^(?<name>.+) was nudged on / },
  'Too many nudges': { code: REFUSALS.tooManyNudges, params: /You can send (?<limit>\d+) nudges/ },
  'No sponsor': { code: REFUSALS.noSponsor },
  'Question missing': { code: REFUSALS.questionMissing },
  'Question too long': { code: REFUSALS.questionTooLong },
  'Too many questions': { code: REFUSALS.tooManyQuestions, params: /ask for help (?<limit>\d+) times/ },
  'Cheer missing': { code: REFUSALS.cheerMissing },
  'Cheer too long': { code: REFUSALS.cheerTooLong },
  'Task not found': { code: REFUSALS.taskNotFound },
  'Task closed': { code: REFUSALS.taskClosed },
  'Already cheered': { code: REFUSALS.alreadyCheered, params: /^You already cheered (?<name>.+) for this\./ },
  'Unknown preset': { code: REFUSALS.unknownPreset },
  'Preset without a cheer': { code: REFUSALS.presetWithoutCheer },
  'Not your task': { code: REFUSALS.notYourTask },
  'Not an action for this task': { code: REFUSALS.notAnAction },
  'Unknown action': { code: REFUSALS.notAnAction },
  'Too many coaching actions': { code: REFUSALS.tooManyCoachingActions, params: /take (?<limit>\d+) coaching actions/ },
  'Name is required': { code: REFUSALS.nameRequired },
  'Name must be at most 100 characters': { code: REFUSALS.nameTooLong },
  'Phone must be at most 32 characters': { code: REFUSALS.phoneTooLong },
  'Language must be one of en, es, ar': { code: REFUSALS.unknownLanguage },
  'Choose a time for the daily reminder, such as 18:30.': { code: REFUSALS.reminderTimeMissing },
  'Unknown time zone': { code: REFUSALS.unknownTimeZone },
  'Push not on': { code: REFUSALS.pushNotOn },
  'Already closed': { code: REFUSALS.alreadyClosed },
  'Possible income claim': { code: REFUSALS.incomeClaim },
  'Invalid reason': { code: REFUSALS.invalidClaimReason },
  [SCRIPT_MESSAGES.ar]: { code: REFUSALS.notArabicScript },
  [SCRIPT_MESSAGES.es]: { code: REFUSALS.arabicScriptInSpanish },
  // The content manager, the fulfilment queue and the operators (their sentence is the title's detail, or the title).
  "A captions file belongs to the course's video, not a material": { code: REFUSALS.materialIsCaptions },
  "A video is the course's video file, not a material": { code: REFUSALS.materialIsVideo },
  'A quiz needs an answer key': { code: REFUSALS.quizNeedsAnswerKey },
  'A reason is required': { code: REFUSALS.auditReasonRequired },
  'Reason required': { code: REFUSALS.refundReasonRequired },
  'Delivery required': { code: REFUSALS.deliveryRequired },
  'File not found': { code: REFUSALS.deliveredFileMissing },
  'Invalid cost': { code: REFUSALS.invalidCost },
  'Invalid description': { code: REFUSALS.invalidDescription },
  'Invalid fulfilment': { code: REFUSALS.invalidFulfilment },
  'Invalid income brackets': { code: REFUSALS.invalidIncomeBrackets },
  'Invalid income disclosure': { code: REFUSALS.invalidIncomeDisclosure },
  'Invalid reward id': { code: REFUSALS.invalidRewardId },
  'Invalid title': { code: REFUSALS.invalidRewardTitle },
  'Nothing to correct': { code: REFUSALS.nothingToCorrect },
  'The captions file must be a WebVTT (.vtt) file': { code: REFUSALS.captionsNotWebVtt },
  'The file belongs to another course': { code: REFUSALS.fileOfAnotherCourse },
  'The video file must be an MP4 or WebM video': { code: REFUSALS.videoNotMp4OrWebm },
  'Upload the video file before its captions': { code: REFUSALS.videoBeforeCaptions },
  'answer must be 0, 1, 2 or 3': { code: REFUSALS.invalidAnswer },
  'answer must be set or not_now': { code: REFUSALS.invalidReminderAnswer },
  'channel must be push or email': { code: REFUSALS.invalidChannel },
  'direction must be "up" or "down"': { code: REFUSALS.invalidDirection },
  'limit must be between 1 and 100': { code: REFUSALS.invalidLimit },
  'watchTime must be between 0 and 86400 seconds': { code: REFUSALS.invalidWatchTime },
  'Balances change only through the ledger': { code: REFUSALS.ledgerOnly },
  'The ledger is append-only': { code: REFUSALS.ledgerAppendOnly },
  'No referral reward was paid for this signup': { code: REFUSALS.noReferralReward },
  'Referral not found': { code: REFUSALS.referralNotFound },
  'User not found': { code: REFUSALS.userNotFound },
  'A reward with this id already exists': { code: REFUSALS.rewardIdTaken },
  'Already reversed': { code: REFUSALS.alreadyReversed },
  'The file was not uploaded; upload it again': { code: REFUSALS.fileNotUploaded },
  "The file's contents were not checked; upload it again": { code: REFUSALS.fileNotChecked },
  'The file was replaced after its contents were checked; upload it again': { code: REFUSALS.fileReplaced },
};

/** The database's titles that have a code here (the unit test checks every title the schemas raise against this list). */
export const knownRefusalTexts = (): string[] => Object.keys(KNOWN);

/**
 * The code and figures of a refusal: by its short title (`title`, the database's message when it
 * sent a sentence too) or its sentence, else its status's code.
 */
export function refusalOf(status: number, sentence: string, title?: string): { code: RefusalCode; params?: RefusalParams } {
  const known = (title === undefined ? undefined : KNOWN[title]) ?? KNOWN[sentence];
  if (!known) return { code: STATUS_REFUSALS[status as keyof typeof STATUS_REFUSALS] ?? (status >= 500 ? 'server_error' : 'bad_request') };
  const groups = known.params?.exec(sentence)?.groups;
  if (!groups) return { code: known.code };
  const params: RefusalParams = {};
  for (const [name, value] of Object.entries(groups)) params[name] = /^\d+$/.test(value) ? Number(value) : value;
  return { code: known.code, params };
}

/** Why a phrase was flagged, by code (the reasons of app.claim_phrases as shipped; an operator's own reason has none). */
export const CLAIM_REASONS = {
  'An earnings amount per period: most people in network marketing earn far less.': 'earnings_amount',
  'An income level that typical participants do not reach.': 'income_level',
  'No income can be guaranteed.': 'guaranteed_income',
  'Promises a lifestyle the business rarely provides.': 'lifestyle',
  'A luxury-lifestyle promise.': 'luxury',
  'Promises that people can leave their employment.': 'quit_job',
  'Promises wealth.': 'wealth',
  'Suggests earnings without work.': 'passive_income',
} as const;
export type ClaimReasonCode = (typeof CLAIM_REASONS)[keyof typeof CLAIM_REASONS];
export const CLAIM_REASON_CODES: readonly ClaimReasonCode[] = /* @__PURE__ */ Object.values(CLAIM_REASONS);

/** A flagged claim's reason code, when the reason is one shipped with the product. */
export const claimReasonCode = (reason: string): ClaimReasonCode | undefined => (CLAIM_REASONS as Record<string, ClaimReasonCode>)[reason];
