/**
 * The train journey of a course (docs/product.md#courses): where the learner's train is, and what they have won.
 *
 * - depot: the video has not started;
 * - traveling: the video is done or started, and no quiz is answered correctly yet;
 * - quiz: some but not all quizzes are correct; the train moves one station per correct answer;
 * - completed: the server's total course progress is 100 (the video done and every quiz correct), so
 *   the journey, the progress card and the courses list never disagree.
 *
 * The video counts as done when the course is completed, the watch reaches 80 (the server's watch
 * percent: the product's "watch time 80" out of the 100 the video button sends), or the learner pressed
 * Start Journey. A course without a video has no video station and no "Video Watched" badge: its train
 * leaves the depot with Start Journey, the first right answer or the course completed, never before.
 *
 * Golden tickets and bonus points are keepsake badges of the journey, shown on arrival and labelled as
 * such: they are not stored and change no balance. Tokens and points only ever change through the
 * server (course completion and quiz answers pay there, once) (docs/decisions.md).
 */
export type JourneyPhase = 'depot' | 'traveling' | 'quiz' | 'completed';

export const JOURNEY_VIDEO_THRESHOLD = 80;
/** Completion rewards for a course without quizzes. */
export const NO_QUIZ_GOLDEN_TICKETS = 1;
export const NO_QUIZ_BONUS_POINTS = 10;
/** Where the train waits while the total is below 100. */
const BEFORE_DESTINATION = 95;

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
  label: string;
  /** Position along the track, 0-100. */
  at: number;
  reached: boolean;
}

export interface Journey {
  phase: JourneyPhase;
  videoDone: boolean;
  /** The train's position along the track, 0-100. */
  position: number;
  stations: JourneyStation[];
  badges: JourneyBadge[];
  /** Rewards shown once the journey is completed. */
  rewards: { goldenTickets: number; bonusPoints: number } | null;
}

export function isVideoDone(input: Pick<JourneyInput, 'hasVideo' | 'watchPercent' | 'isCompleted' | 'started'>): boolean {
  return input.isCompleted || (input.hasVideo && input.watchPercent >= JOURNEY_VIDEO_THRESHOLD) || input.started;
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

/**
 * Depot at 0, the video station next (when the course has a video), then one station per quiz; the
 * last one is the destination ("Finish" when there is neither a video nor a quiz).
 */
function stationPositions(hasVideo: boolean, quizCount: number): { label: string; at: number }[] {
  const legs = Math.max(1, (hasVideo ? 1 : 0) + quizCount);
  const stops = [...(hasVideo ? ['Video'] : []), ...Array.from({ length: quizCount }, (_, index) => `Quiz ${index + 1}`)];
  return [{ label: 'Depot', at: 0 }, ...(stops.length > 0 ? stops : ['Finish']).map((label, index) => ({ label, at: ((index + 1) * 100) / legs }))];
}

export function buildJourney(input: JourneyInput): Journey {
  const phase = journeyPhase(input);
  const videoDone = isVideoDone(input);
  const quizCount = input.quizPoints.length;
  const correct = Math.min(input.correct, quizCount);
  const videoLeg = !input.hasVideo ? 0 : videoDone ? 1 : input.watchPercent > 0 ? 0.5 : 0;
  const legs = Math.max(1, (input.hasVideo ? 1 : 0) + quizCount);
  // Short of the destination until the total is 100 (Start Journey alone does not finish the video).
  const position = phase === 'completed' ? 100 : Math.min(BEFORE_DESTINATION, ((videoLeg + correct) * 100) / legs);
  const badges: JourneyBadge[] = [
    { id: 'all-aboard', label: 'All Aboard', earned: phase !== 'depot' },
    ...(input.hasVideo ? [{ id: 'video' as const, label: 'Video Watched', earned: videoDone }] : []),
    ...(quizCount > 0 ? [{ id: 'first-correct' as const, label: 'First Correct Answer', earned: correct > 0 }] : []),
    { id: 'destination', label: 'Destination Reached', earned: phase === 'completed' },
  ];
  return {
    phase,
    videoDone,
    position,
    stations: stationPositions(input.hasVideo, quizCount).map((station) => ({ ...station, reached: station.at <= position })),
    badges,
    rewards: phase === 'completed' ? completionRewards(input.quizPoints) : null,
  };
}

/** One golden ticket per quiz and the sum of their points; 1 ticket and 10 points without quizzes. */
export function completionRewards(quizPoints: number[]): { goldenTickets: number; bonusPoints: number } {
  if (quizPoints.length === 0) return { goldenTickets: NO_QUIZ_GOLDEN_TICKETS, bonusPoints: NO_QUIZ_BONUS_POINTS };
  return { goldenTickets: quizPoints.length, bonusPoints: quizPoints.reduce((sum, points) => sum + points, 0) };
}
