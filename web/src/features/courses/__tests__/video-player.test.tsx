import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { activateLocale } from '@/i18n';
import { mockApi } from '@/testing/mock-api';
import { buildUser, renderWithProviders } from '@/testing/test-utils';

import { VideoPlayer } from '../components/video-player';
import { noProgress } from './fixtures';

vi.mock('@/lib/storage-files', () => ({ SIGNED_URL_SECONDS: 3600, signedFileUrl: vi.fn(async () => 'https://storage.example/signed/6/intro.webm') }));

const user = buildUser();
const route = `POST /api/users/${user.id}/course-progress/6`;

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

/** Plays the element as a browser would report it: its position at a wall-clock time. */
function at(video: HTMLVideoElement, position: number, ms: number) {
  vi.spyOn(performance, 'now').mockReturnValue(ms);
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => position });
}

/** Plays from the start for two seconds of wall-clock time, as a browser reports it. */
function playTwoSeconds(video: HTMLVideoElement) {
  Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
  at(video, 0, 0);
  fireEvent.play(video);
  at(video, 2, 2000);
  fireEvent.timeUpdate(video);
}

describe('VideoPlayer', { timeout: 30_000 }, () => {
  it('labels the captions track with the video\'s language, in the app\'s language (docs/decisions.md, "Languages")', async () => {
    mockApi({});
    const track = async () => {
      const video = await screen.findByLabelText(/Birthday Messages/);
      await waitFor(() => expect(video.querySelector('track')).not.toBeNull());
      const found = video.querySelector('track')!;
      return { srclang: found.getAttribute('srclang'), label: found.getAttribute('label'), kind: found.getAttribute('kind') };
    };
    const player = (lang?: 'en' | 'es' | 'ar') => (
      <VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" captionsPath="6/intro.vtt" lang={lang} watchTime={0} />
    );
    // The course's own video: English.
    const english = renderWithProviders(player(), { user });
    expect(await track()).toEqual({ srclang: 'en', label: 'English', kind: 'captions' });
    english.unmount();
    // A Spanish learner's Spanish video: Spanish captions, named in Spanish; never "Inglés".
    await activateLocale('es');
    const spanish = renderWithProviders(player('es'), { user });
    expect(await track()).toEqual({ srclang: 'es', label: 'Español', kind: 'captions' });
    spanish.unmount();
    // A Spanish learner whose course has no Spanish video: the English one, said to be in English.
    const fallback = renderWithProviders(player('en'), { user });
    expect(await track()).toEqual({ srclang: 'en', label: 'Inglés', kind: 'captions' });
    fallback.unmount();
    await activateLocale('ar');
    renderWithProviders(player('ar'), { user });
    expect(await track()).toEqual({ srclang: 'ar', label: 'العربية', kind: 'captions' });
  });

  it('opened offline, says when it plays and asks for its file once the network returns (no error left behind)', async () => {
    mockApi({});
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={0} />, { user });
    expect((await screen.findByTestId('video-offline')).textContent).toBe("The video plays when you're back online.");
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const video = await screen.findByLabelText(/Birthday Messages/);
    expect(video.getAttribute('src')).toBe('https://storage.example/signed/6/intro.webm');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('plays from a signed URL and saves only the seconds actually played, not a seek ahead', async () => {
    const { calls } = mockApi({
      [route]: { body: { message: 'Progress saved', progress: { ...noProgress, courseId: 6, watchTime: 3 }, tokensEarned: 0, pointsEarned: 0, user } },
    });
    renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={0} />, { user });
    const video = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://storage.example/signed/6/intro.webm');
    Object.defineProperty(video, 'paused', { configurable: true, get: () => false });

    at(video, 0, 1000);
    fireEvent.play(video);
    for (let second = 1; second <= 3; second += 1) {
      at(video, second, 1000 + second * 1000);
      fireEvent.timeUpdate(video);
    }
    // A jump of 40 s in a quarter of a second is a seek: it adds nothing.
    at(video, 43, 4250);
    fireEvent.timeUpdate(video);
    // Playing on at 2x adds nothing either.
    at(video, 45, 5250);
    fireEvent.timeUpdate(video);
    Object.defineProperty(video, 'paused', { configurable: true, get: () => true });
    fireEvent.pause(video);

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ watchTime: 3, isCompleted: false });
    expect(screen.getByText(/Your progress is the time you watch; skipping ahead doesn't add to it/)).toBeTruthy();
  });

  it('played at 2x, counts 1.25 s a second (what the server records), says why under the player, and says why it ended short of 90 %', async () => {
    const { calls } = mockApi({
      [route]: { body: { message: 'Progress saved', progress: { ...noProgress, courseId: 6, watchTime: 5 }, tokensEarned: 0, pointsEarned: 0, user } },
    });
    renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={0} percent={86} />, { user });
    const video = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    expect(screen.queryByTestId('video-speed')).toBeNull();
    Object.defineProperty(video, 'playbackRate', { configurable: true, get: () => 2 });
    fireEvent.rateChange(video);
    expect(screen.getByTestId('video-speed').textContent).toBe(
      'Playing at 2×: watch time counts up to 1.25× speed, so not every second you watch now counts. At 1.25× or slower, all of it does.',
    );
    Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
    at(video, 0, 0);
    fireEvent.play(video);
    for (let step = 1; step <= 16; step += 1) {
      at(video, step * 0.5, step * 250);
      fireEvent.timeUpdate(video);
    }
    // Four seconds of wall-clock time at 2x: 8 s played, 5 s counted (at most 1.25 s a second).
    fireEvent.ended(video);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ watchTime: 5, isCompleted: false });
    expect(screen.getByTestId('video-ended-short').textContent).toBe(
      "The video ended at 86% watched: skipped parts don't count, and parts played faster than 1.25× count only in part. Play it again to reach 90%.",
    );
    // Played again, the ended note goes; back at normal speed, the speed note too.
    fireEvent.play(video);
    expect(screen.queryByTestId('video-ended-short')).toBeNull();
    Object.defineProperty(video, 'playbackRate', { configurable: true, get: () => 1 });
    fireEvent.rateChange(video);
    expect(screen.queryByTestId('video-speed')).toBeNull();
  });

  it('says so when the watch time cannot be saved, and tries again with the next save', async () => {
    mockApi({ [route]: { status: 500, body: { message: 'Database unavailable' } } });
    renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={0} />, { user });
    const video = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    playTwoSeconds(video);
    fireEvent.pause(video);
    expect((await screen.findByRole('alert')).textContent).toContain('Your watch time could not be saved');
  });

  /** The file's header read: the browser knows its length. */
  function lengthRead(video: HTMLVideoElement, seconds: number) {
    Object.defineProperty(video, 'duration', { configurable: true, get: () => seconds });
    fireEvent.loadedMetadata(video);
  }

  it('resumes where the learner left off: the watched share of its length, said, with a way to start over', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={15} percent={25} />, { user });
    const video = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    lengthRead(video, 60);
    // 25 % of a 60 s file watched: it starts at 0:15, not 0:00.
    await waitFor(() => expect(video.currentTime).toBe(15));
    expect(screen.getByTestId('video-resumed').textContent).toContain('Picked up where you left off, at 0:15.');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(video.currentTime).toBe(0);
    expect(screen.queryByTestId('video-resumed')).toBeNull();
    expect(window.localStorage.getItem(`mta.videoAt.${user.id}.6`)).toBeNull();
    // Moving the playhead is not watching: nothing is saved.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('resumes at the position this browser kept, and waits for the progress before resuming', async () => {
    window.localStorage.setItem(`mta.videoAt.${user.id}.6`, '40');
    let arrive: (percent: number) => void = () => undefined;
    function ProgressLater() {
      const [percent, setPercent] = useState<number | undefined>(undefined);
      arrive = setPercent;
      return (
        <VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={percent === undefined ? 0 : 20} percent={percent} />
      );
    }
    renderWithProviders(<ProgressLater />, { user });
    const video = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    lengthRead(video, 60);
    await screen.findByText('1:00 lesson');
    expect(video.currentTime).toBe(0);
    act(() => arrive(33));
    await waitFor(() => expect(video.currentTime).toBe(40));
    expect(screen.getByTestId('video-resumed').textContent).toContain('at 0:40');
  });

  it('starts a finished video at 0, whatever position was kept', async () => {
    window.localStorage.setItem(`mta.videoAt.${user.id}.6`, '40');
    renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={60} percent={100} completed />, {
      user,
    });
    const video = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    lengthRead(video, 60);
    await screen.findByText('1:00 lesson');
    expect(video.currentTime).toBe(0);
    expect(screen.queryByTestId('video-resumed')).toBeNull();
  });

  it('played to its end in this browser, starts at 0 the next time, not at the share a fast playback counted', async () => {
    mockApi({
      [route]: { body: { message: 'Progress saved', progress: { ...noProgress, courseId: 6, watchTime: 17 }, tokensEarned: 0, pointsEarned: 0, user } },
    });
    const first = renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={0} percent={0} />, {
      user,
    });
    const played = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    lengthRead(played, 60);
    playTwoSeconds(played);
    fireEvent.ended(played);
    expect(window.localStorage.getItem(`mta.videoAt.${user.id}.6`)).toBe('0');
    first.unmount();
    // Back later: the server counted 17 s of the 60 (28 %), which alone would resume at 0:17.
    renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={17} percent={28} />, { user });
    const again = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    lengthRead(again, 60);
    await screen.findByText('1:00 lesson');
    expect(again.currentTime).toBe(0);
    expect(screen.queryByTestId('video-resumed')).toBeNull();
  });

  it('played to its end, saves the last watch time and then hands its page the recorded progress', async () => {
    const recorded = { ...noProgress, courseId: 6, watchTime: 2 };
    const { calls } = mockApi({ [route]: { body: { message: 'Progress saved', progress: recorded, tokensEarned: 0, pointsEarned: 0, user } } });
    const onFinished = vi.fn();
    renderWithProviders(<VideoPlayer userId={user.id} courseId={6} title="Birthday Messages" path="6/intro.webm" watchTime={0} onFinished={onFinished} />, {
      user,
    });
    const video = (await screen.findByLabelText('Video: Birthday Messages')) as HTMLVideoElement;
    playTwoSeconds(video);
    fireEvent.ended(video);
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(recorded));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // Ended again with nothing new watched: the figure is sent again, so the page decides from what
    // the server holds, never from an answer still on its way.
    fireEvent.ended(video);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(2));
    expect(onFinished).toHaveBeenLastCalledWith(recorded);
  });
});
