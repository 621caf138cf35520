import { describe, expect, it } from 'vitest';

import { stationLabelPlaces } from '../components/train-journey';
import { buildJourney, completionRewards, journeyPhase, type JourneyInput } from '../journey';

const start: JourneyInput = { hasVideo: true, watchPercent: 0, isCompleted: false, started: false, quizPoints: [10, 20], correct: 0, total: 0 };
const journey = (change: Partial<JourneyInput>) => buildJourney({ ...start, ...change });

describe('train journey phases', () => {
  it('waits at the depot until the video starts', () => {
    expect(journeyPhase(start)).toBe('depot');
    expect(journey({}).position).toBe(0);
  });

  it('travels once the video has started, is done, or Start Journey was pressed', () => {
    expect(journeyPhase({ ...start, watchPercent: 5 })).toBe('traveling');
    expect(journeyPhase({ ...start, watchPercent: 80 })).toBe('traveling');
    expect(journeyPhase({ ...start, isCompleted: true })).toBe('traveling');
    expect(journeyPhase({ ...start, started: true })).toBe('traveling');
  });

  it('counts the video done at 80, on completion or on Start Journey, and watched only at 80 or on completion', () => {
    expect(journey({ watchPercent: 79 }).videoDone).toBe(false);
    expect(journey({ watchPercent: 80 }).videoDone).toBe(true);
    expect(journey({ isCompleted: true }).videoDone).toBe(true);
    expect(journey({ started: true }).videoDone).toBe(true);
    expect(journey({ started: true }).videoWatched).toBe(false);
    expect(journey({ watchPercent: 80 }).videoWatched).toBe(true);
    expect(journey({ isCompleted: true }).videoWatched).toBe(true);
  });

  it('has no video station and earns nothing before anything is done when the course has no video', () => {
    const fresh = journey({ hasVideo: false });
    expect(fresh.phase).toBe('depot');
    expect(fresh.position).toBe(0);
    expect(fresh.stations.map((station) => station.label)).toEqual(['Depot', '1 of 2 right', '2 of 2 right']);
    expect(fresh.badges.map((badge) => badge.id)).toEqual(['all-aboard', 'first-correct', 'destination']);
    expect(fresh.badges.some((badge) => badge.earned)).toBe(false);
    expect(journeyPhase({ ...start, hasVideo: false, started: true })).toBe('traveling');
    const one = journey({ hasVideo: false, correct: 1, total: 50 });
    expect(one.phase).toBe('quiz');
    expect(one.position).toBe(50);
    expect(journey({ hasVideo: false, quizPoints: [], correct: 0 }).stations.map((station) => station.label)).toEqual(['Depot', 'Finish']);
    expect(journey({ hasVideo: false, isCompleted: true, correct: 2, total: 100 }).phase).toBe('completed');
  });

  it('is at the quiz stations while some but not all quizzes are correct, standing at the total', () => {
    const one = journey({ isCompleted: true, correct: 1, total: 80 });
    expect(one.phase).toBe('quiz');
    expect(one.position).toBe(80);
    expect(one.stations.filter((s) => s.reached).map((s) => s.label)).toEqual(['Depot', 'Video', '1 of 2 right']);
  });

  it('completes when the server total is 100, with a golden ticket per quiz and their points as bonus', () => {
    const done = journey({ isCompleted: true, correct: 2, total: 100 });
    expect(done.phase).toBe('completed');
    expect(done.position).toBe(100);
    expect(done.rewards).toEqual({ goldenTickets: 2, bonusPoints: 30 });
    expect(done.stations.every((station) => station.reached)).toBe(true);
  });

  it('completes a course without quizzes once the video is done: 1 golden ticket and 10 bonus points', () => {
    const noQuizzes = { quizPoints: [], correct: 0 };
    expect(journey({ ...noQuizzes }).phase).toBe('depot');
    expect(journey({ ...noQuizzes, watchPercent: 50 }).phase).toBe('traveling');
    const done = journey({ ...noQuizzes, isCompleted: true, total: 100 });
    expect(done.phase).toBe('completed');
    expect(done.rewards).toEqual({ goldenTickets: 1, bonusPoints: 10 });
    expect(completionRewards([])).toEqual({ goldenTickets: 1, bonusPoints: 10 });
  });

  it('shows no rewards before the destination', () => {
    expect(journey({ isCompleted: true, correct: 1, total: 80 }).rewards).toBeNull();
  });

  it('never completes while the total is below 100, even with every quiz correct (one progress rule)', () => {
    // Start Journey and every quiz right, video not watched: the server's total is 40.
    const early = journey({ started: true, correct: 2, total: 40 });
    expect(early.phase).toBe('quiz');
    expect(early.position).toBeLessThan(100);
    expect(early.rewards).toBeNull();
    expect(early.badges.find((b) => b.id === 'destination')?.earned).toBe(false);
  });

  it('earns the badges along the way', () => {
    const earned = (change: Partial<JourneyInput>) =>
      journey(change)
        .badges.filter((b) => b.earned)
        .map((b) => b.id);
    expect(earned({})).toEqual([]);
    // Start Journey leaves the depot but watches nothing.
    expect(earned({ started: true })).toEqual(['all-aboard']);
    expect(earned({ isCompleted: true, correct: 1 })).toEqual(['all-aboard', 'video', 'first-correct']);
    expect(earned({ isCompleted: true, correct: 2, total: 100 })).toEqual(['all-aboard', 'video', 'first-correct', 'destination']);
    expect(buildJourney({ ...start, quizPoints: [] }).badges.map((b) => b.id)).not.toContain('first-correct');
  });

  it("lays out the depot, the video station at the video's 60 % and one station per quiz after it", () => {
    expect(journey({}).stations.map((s) => s.label)).toEqual(['Depot', 'Video', '1 of 2 right', '2 of 2 right']);
    expect(journey({}).stations.map((s) => Math.round(s.at))).toEqual([0, 60, 80, 100]);
    expect(buildJourney({ ...start, quizPoints: [] }).stations.map((s) => [s.label, s.at])).toEqual([
      ['Depot', 0],
      ['Video', 100],
    ]);
    expect(
      journey({ started: true })
        .stations.filter((s) => s.reached)
        .map((s) => s.label),
    ).toEqual(['Depot']);
  });

  it('never lights a station beyond the train nor leaves one unlit behind it, whatever order the parts are done in', () => {
    // The walk's case: the video 8 % watched, 1 of 3 quizzes right, total round(0.6 × 8 + 0.4 × 33.3) = 18.
    const walk = buildJourney({ ...start, watchPercent: 8, quizPoints: [10, 10, 10], correct: 1, total: 18 });
    expect(walk.stations.map((s) => [s.label, s.reached])).toEqual([
      ['Depot', true],
      ['1 of 3 right', true],
      ['Video', false],
      ['2 of 3 right', false],
      ['3 of 3 right', false],
    ]);
    const cases: Partial<JourneyInput>[] = [
      { watchPercent: 8, quizPoints: [10, 10, 10], correct: 1, total: 18 },
      { watchPercent: 85, correct: 0, total: 51 },
      { watchPercent: 85, correct: 1, total: 71 },
      { watchPercent: 100, correct: 2, total: 100, isCompleted: true },
      { watchPercent: 0, correct: 2, total: 40 },
      { watchPercent: 50, correct: 2, total: 70 },
      { hasVideo: false, correct: 1, total: 50 },
      { quizPoints: [], watchPercent: 90, total: 90 },
    ];
    for (const change of cases) {
      const { stations, position } = journey(change);
      for (const station of stations) {
        if (station.reached) expect(station.at, `${station.label} lit behind the train`).toBeLessThanOrEqual(position + 0.5);
        else expect(station.at, `${station.label} unlit ahead of the train`).toBeGreaterThan(position);
      }
      // Stations run along the track in order.
      expect(stations.map((s) => s.at)).toEqual([...stations.map((s) => s.at)].sort((a, b) => a - b));
    }
  });
});

describe('where the train stands', () => {
  /** The server's total (supabase/schemas/course_progress.sql, app.course_total_percent): 0.6 × video + 0.4 × quizzes, rounded. */
  const serverTotal = (watch: number, correct: number, count: number) => (count === 0 ? watch : Math.round(0.6 * watch + (0.4 * correct * 100) / count));

  it('stands at a quiz stop it has lit, never short of it because the server rounds the total (1 of 3 right: 13.33 %, total 13)', () => {
    const lit = buildJourney({ ...start, quizPoints: [10, 10, 10], correct: 1, total: 13 });
    expect(lit.stations.map((s) => [s.label, s.reached])).toEqual([
      ['Depot', true],
      ['1 of 3 right', true],
      ['Video', false],
      ['2 of 3 right', false],
      ['3 of 3 right', false],
    ]);
    expect(lit.position).toBeCloseTo(40 / 3, 5);
    // The video 84 % watched lights the Video stop at 50.4 %; the server says 50: the train stands at the stop.
    expect(buildJourney({ ...start, watchPercent: 84, total: 50 }).position).toBeCloseTo(50.4, 5);
    // A total ahead of the facts never carries the train past the first stop still ahead.
    const ahead = buildJourney({ ...start, quizPoints: [10, 10, 10], correct: 1, total: 90 });
    expect(ahead.position).toBeCloseTo(40 / 3 + 60, 5);
  });

  it('is never behind a lit stop nor beyond the first unfinished one, for every watch, every right answer and 0 to 4 quizzes', () => {
    for (const count of [0, 1, 2, 3, 4]) {
      for (let correct = 0; correct <= count; correct += 1) {
        for (let watch = 0; watch <= 100; watch += 1) {
          const quizPoints = Array.from({ length: count }, () => 10);
          const total = serverTotal(watch, correct, count);
          const { stations, position } = buildJourney({ ...start, watchPercent: watch, quizPoints, correct, total, isCompleted: total === 100 });
          const where = `watch ${watch}, ${correct} of ${count} right, total ${total}`;
          for (const station of stations.filter((s) => s.reached)) expect(position, `${where}: behind ${station.label}`).toBeGreaterThanOrEqual(station.at);
          const next = stations.find((s) => !s.reached);
          if (next) expect(position, `${where}: past ${next.label}`).toBeLessThanOrEqual(next.at);
          // Still the total, but for the rounding: the train and the progress bar never disagree.
          expect(Math.abs(position - total), where).toBeLessThan(1);
        }
      }
    }
  });
});

describe('station names under the track', () => {
  it('puts neighbouring written names on different rows, so long names (Spanish "Todos los cuestionarios") never overlap', () => {
    const walk = buildJourney({ ...start, watchPercent: 8, quizPoints: [10, 10, 10], correct: 1, total: 18 });
    const places = stationLabelPlaces(walk.stations);
    const written = places.flatMap((place, index) => (place ? [{ ...place, at: walk.stations[index]!.at }] : []));
    expect(written.length).toBe(3);
    for (let index = 1; index < written.length; index += 1) expect(written[index]!.row).not.toBe(written[index - 1]!.row);
    // Names at the ends hug them, so nothing sticks out of a phone's track.
    expect(written[0]!.shift).toBe('0%');
    expect(written.at(-1)!.shift).toBe('-100%');
  });
});
