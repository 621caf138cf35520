/**
 * The train journey of a course (docs/product.md#courses): where the learner's train is, and what they have won.
 * It is the picture of the course's one progress (./progress-view.ts): the train stands at the
 * server's total, the same number as the progress card's bar and the courses list, and a station is
 * reached exactly when its badge is earned.
 *
 * - depot: the video has not started;
 * - traveling: the video is done or started, and no quiz is answered correctly yet;
 * - quiz: some but not all quizzes are correct; each right answer lights the next quiz station and
 *   moves the train on by that quiz's share of the total;
 * - completed: the server's total course progress is 100 (the video done and every quiz correct), so
 *   the journey, the progress card and the courses list never disagree.
 *
 * The track is laid out by the total's weights, in the order the parts were done (see placeStations):
 * the video station a 60 % share (the whole track without quizzes), one station per quiz. The Video
 * station and its "Video Watched" badge count the video watched: the watch reaches 80 (the
 * product's "watch time 80") or the course is completed. Start Journey lets the train leave the depot
 * (the phase) but watches nothing. A course without a video has no video station and no "Video
 * Watched" badge: its stations are the quizzes, and nothing is earned before anything is done.
 *
 * Golden tickets and bonus points are keepsake badges of the journey, shown on arrival and labelled as
 * such: they are not stored and change no balance. Tokens and points only ever change through the
 * server (course completion and quiz answers pay there, once) (docs/decisions.md).
 */
import { formatNumber, shownT } from '@/i18n';

export type JourneyPhase = 'depot' | 'traveling' | 'quiz' | 'completed';

export const JOURNEY_VIDEO_THRESHOLD = 80;
/** Completion rewards for a course without quizzes. */
export const NO_QUIZ_GOLDEN_TICKETS = 1;
export const NO_QUIZ_BONUS_POINTS = 10;
/** The video's share of the total when the course also has quizzes (docs/product.md#courses). */
export const VIDEO_WEIGHT = 60;

export interface JourneyInput {
  hasVideo: boolean;
  /** The server's watch percent, 0-100. */
  watchPercent: number;
  isCompleted: boolean;
  /** Start Journey was pressed (local state, cleared by Restart Journey). */
  started: boolean;
  /** The points of each of the course's quizzes. */
  quizPoints: number[];
  /** How many of them are answered correctly. */
  correct: number;
  /** The server's total course progress, 0-100. */
  total: number;
}

export interface JourneyBadge {
  id: 'all-aboard' | 'video' | 'first-correct' | 'destination';
  label: string;
  earned: boolean;
}

export interface JourneyStation {
  /** Its name ("Depot", "Video", "2 of 3 right", "Finish", in the screen's language), said in the track's accessible label. */
  label: string;
  /** Written under the dot, or null: the quiz stations before the last stay unlabelled, so labels never crowd a phone's track. */
  shown: string | null;
  /** Position along the track, 0-100. */
  at: number;
  reached: boolean;
}

export interface Journey {
  phase: JourneyPhase;
  /** The phase's "video done": watched, completed, or Start Journey pressed. */
  videoDone: boolean;
  /** Watched to the journey's threshold or completed: the Video station and badge. */
  videoWatched: boolean;
  /** The train's position along the track, 0-100: the server's total. */
  position: number;
  stations: JourneyStation[];
  badges: JourneyBadge[];
  /** Rewards shown once the journey is completed. */
  rewards: { goldenTickets: number; bonusPoints: number } | null;
}

export function isVideoDone(input: Pick<JourneyInput, 'hasVideo' | 'watchPercent' | 'isCompleted' | 'started'>): boolean {
  return input.isCompleted || isVideoWatched(input) || input.started;
}

export function isVideoWatched(input: Pick<JourneyInput, 'hasVideo' | 'watchPercent' | 'isCompleted'>): boolean {
  return input.hasVideo && (input.isCompleted || input.watchPercent >= JOURNEY_VIDEO_THRESHOLD);
}

export function journeyPhase(input: JourneyInput): JourneyPhase {
  const videoDone = isVideoDone(input);
  const quizCount = input.quizPoints.length;
  const correct = Math.min(input.correct, quizCount);
  if (input.total >= 100) return 'completed';
  if (correct > 0) return 'quiz';
  if (videoDone || (input.hasVideo && input.watchPercent > 0)) return 'traveling';
  return 'depot';
}

type StationKind = 'depot' | 'video' | 'quiz' | 'finish';

interface PlacedStation {
  kind: StationKind;
  label: string;
  shown: string | null;
  at: number;
  reached: boolean;
}

/**
 * The stations in the order the learner reached them, each where the total stands once it is
 * reached, so the train (at the total) is never short of a lit station nor beyond an unlit one.
 * The video and the quizzes can be done in either order: the parts done come first (the video,
 * then the k-th right answers), then what is still ahead (the video, then the remaining quiz
 * stations). A reached video stands at what it adds to the total (its share × the watch percent),
 * an unreached one a full share (60 %, or the whole track without quizzes) past the last reached
 * station; each quiz station adds its share. "Finish" when there is neither a video nor a quiz.
 * Names in the screen's language.
 */
function placeStations(input: JourneyInput, videoWatched: boolean, correct: number, completed: boolean): PlacedStation[] {
  const quizCount = input.quizPoints.length;
  const depot = shownT('course.journey.station.depot');
  const first: PlacedStation = { kind: 'depot', label: depot, shown: depot, at: 0, reached: true };
  if (!input.hasVideo && quizCount === 0) {
    const finish = shownT('course.journey.station.finish');
    return [first, { kind: 'finish', label: finish, shown: finish, at: 100, reached: completed }];
  }
  const videoShare = !input.hasVideo ? 0 : quizCount > 0 ? VIDEO_WEIGHT : 100;
  const quizShare = (100 - videoShare) / Math.max(1, quizCount);
  const watched = completed || input.isCompleted ? 100 : Math.min(100, Math.max(0, input.watchPercent));
  const lastShown = shownT(quizCount === 1 ? 'course.journey.station.quiz' : 'course.journey.station.allQuizzes');
  const quiz = (index: number): Omit<PlacedStation, 'at'> => ({
    kind: 'quiz',
    label: shownT('course.journey.station.right', { number: formatNumber(index + 1), count: formatNumber(quizCount) }),
    shown: index === quizCount - 1 ? lastShown : null,
    reached: correct >= index + 1,
  });
  const video: Omit<PlacedStation, 'at'> = {
    kind: 'video',
    label: shownT('course.journey.station.video'),
    shown: shownT('course.journey.station.video'),
    reached: videoWatched,
  };
  const quizzes = Array.from({ length: quizCount }, (_, index) => quiz(index));
  const ordered = [
    ...(input.hasVideo && videoWatched ? [video] : []),
    ...quizzes.filter((station) => station.reached),
    ...(input.hasVideo && !videoWatched ? [video] : []),
    ...quizzes.filter((station) => !station.reached),
  ];
  let at = 0;
  const placed = ordered.map((station) => {
    at += station.kind === 'video' ? (station.reached ? (videoShare * watched) / 100 : videoShare) : quizShare;
    return { ...station, at: Math.min(100, at) };
  });
  return [first, ...placed];
}

export function buildJourney(input: JourneyInput): Journey {
  const phase = journeyPhase(input);
  const videoWatched = isVideoWatched(input);
  const quizCount = input.quizPoints.length;
  const correct = Math.min(input.correct, quizCount);
  const completed = phase === 'completed';
  const badges: JourneyBadge[] = [
    { id: 'all-aboard', label: shownT('course.journey.badge.allAboard'), earned: phase !== 'depot' },
    ...(input.hasVideo ? [{ id: 'video' as const, label: shownT('course.journey.badge.video'), earned: videoWatched }] : []),
    ...(quizCount > 0 ? [{ id: 'first-correct' as const, label: shownT('course.journey.badge.firstCorrect'), earned: correct > 0 }] : []),
    { id: 'destination', label: shownT('course.journey.badge.destination'), earned: completed },
  ];
  // A station is reached when its part is done, the same facts as the badges: the video watched,
  // the k-th right answer (any quiz: each right answer lights the next), the finish of a course
  // without video or quizzes.
  const stations = placeStations(input, videoWatched, correct, completed).map(({ label, shown, at, reached }) => ({ label, shown, at, reached }));
  return {
    phase,
    videoDone: isVideoDone(input),
    videoWatched,
    position: trainPosition(input.total, stations),
    stations,
    badges,
    rewards: completed ? completionRewards(input.quizPoints) : null,
  };
}

/**
 * Where the train stands: at the server's total, kept between the last station reached and the first
 * one still ahead, so it stands where the learner really is. The server rounds the total to a whole
 * percent while a station stands at its exact share (1 of 3 right is 13.33 %, the total 13): left
 * alone, the train stopped short of the quiz station it had lit; and a total that ran ahead of the
 * facts (a watch recorded before the page's progress caught up) never carries it past a stop not yet
 * reached.
 */
export function trainPosition(total: number, stations: Pick<JourneyStation, 'at' | 'reached'>[]): number {
  const lit = Math.max(0, ...stations.filter((station) => station.reached).map((station) => station.at));
  const ahead = Math.min(100, ...stations.filter((station) => !station.reached).map((station) => station.at));
  return Math.min(ahead, Math.max(lit, Math.min(100, Math.max(0, total))));
}

/** One golden ticket per quiz and the sum of their points; 1 ticket and 10 points without quizzes. */
export function completionRewards(quizPoints: number[]): { goldenTickets: number; bonusPoints: number } {
  if (quizPoints.length === 0) return { goldenTickets: NO_QUIZ_GOLDEN_TICKETS, bonusPoints: NO_QUIZ_BONUS_POINTS };
  return { goldenTickets: quizPoints.length, bonusPoints: quizPoints.reduce((sum, points) => sum + points, 0) };
}
