/**
 * A course video the app plays itself (a file in Storage, docs/product.md#courses). Watch time
 * comes from playback (../watch-time.ts) and is saved every 10 seconds while playing, and on pause
 * and at the end; the server records what is plausible and its answer moves the progress bars.
 * Played to its end, the video tells its page once the last watch time is saved (`onFinished`, with
 * the progress the server recorded): the course page then completes the course as Mark as Completed
 * would, so a lesson watched through pays without a further tap (docs/product.md#courses).
 * The length shows as soon as the file's header is read (preload="metadata"), before playing; the
 * captions (a WebVTT file beside the video) are off until the learner turns them on, with the
 * Captions button or the player's own control. The video is fetched with CORS (crossorigin), which
 * a text track from another origin needs; Storage answers it for the app's origin. The player's own
 * controls stay left to right in Arabic too: a timeline runs the way the tape does, as media players
 * keep it in every language. The video and its captions are in `lang` (the course's translation's
 * own video in the reader's language, else the English one: docs/decisions.md, "Languages"), which
 * the captions track's srclang and label say.
 * Played faster than 1.25x, it says under the player that watch time counts only in part, and a
 * video that ended below the Mark as Completed threshold says why it is not complete.
 * It starts where the learner left off (../video-resume.ts: the position this browser kept, else the
 * watched share of its length; a finished video at 0), says so, and offers to start over.
 */
import { Box, Button, Flex, Skeleton, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { CaptionsIcon, RestartIcon } from '@/components/ui/icons';
import { useOnline } from '@/hooks/use-online';
import { useSignedFileUrl } from '@/hooks/use-signed-file-url';
import { formatNumber, formatPercent, useT, type MessageId } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { QueuedOfflineError } from '@/lib/offline-queue';
import { MATERIAL_BUCKET, type CourseProgress, type LocaleCode } from '@contract';

import { useRecordWatchTime } from '../api/record-watch-time';
import { formatClock } from '../format';
import { MARK_COMPLETED_THRESHOLD } from '../progress';
import { keepPosition, readKeptPosition, resumeAt } from '../video-resume';
import { countsInPart, MAX_PLAYBACK_RATE, playedBetween, type PlaybackSample } from '../watch-time';

const SAVE_EVERY_MS = 10_000;
/** The position is kept on the device every few seconds of playing (and on pause and seeks). */
const KEEP_EVERY_SECONDS = 5;

interface VideoPlayerProps {
  userId: string;
  courseId: number;
  title: string;
  path: string;
  /** The video's WebVTT captions in the same bucket, if it has any. */
  captionsPath?: string | null;
  /** The language the video and its captions are in (the course's videoLang). */
  lang?: LocaleCode;
  /** The watch time the server holds, seconds. */
  watchTime: number;
  /** The server's watch percent of the course (0-100); undefined while it loads (the video waits for it before resuming). */
  percent?: number;
  /** The video's part of the course is done (and paid): the line under the player says so, not what is still to do. */
  completed?: boolean;
  /** Played to the end: the progress the server recorded for the final save. */
  onFinished?: (recorded: CourseProgress | null) => void;
}

/** The captions track's label: the name of the language they are in, in the app's language. */
const CAPTIONS_LANGUAGE = {
  en: 'course.video.captionsIn.en',
  es: 'course.video.captionsIn.es',
  ar: 'course.video.captionsIn.ar',
} as const satisfies Record<LocaleCode, MessageId>;

const sample = (video: HTMLVideoElement): PlaybackSample => ({ position: video.currentTime, at: performance.now() });

/**
 * A signed URL of a file in the materials bucket (none for a null path) that stays what it first
 * was: a refreshed URL must not restart a playing video or reload its captions (asked for only
 * online, as every signed link is: use-signed-file-url.ts).
 */
function useFirstSignedUrl(path: string | null) {
  const signed = useSignedFileUrl(MATERIAL_BUCKET, path ?? '', null, path !== null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (signed.data && !url) setUrl(signed.data);
  }, [signed.data, url]);
  return { url, error: signed.error };
}

/** The video's captions tracks (jsdom and old browsers may have no textTracks). */
const captionTracks = (video: HTMLVideoElement | null) => Array.from(video?.textTracks ?? []).filter((track) => track.kind === 'captions');

export function VideoPlayer({
  userId,
  courseId,
  title,
  path,
  captionsPath = null,
  lang = 'en',
  watchTime,
  percent,
  completed = false,
  onFinished,
}: VideoPlayerProps) {
  const t = useT();
  const online = useOnline();
  const { url: src, error: srcError } = useFirstSignedUrl(path);
  const captions = useFirstSignedUrl(captionsPath);
  // The length from the file's header: known before playing, so the seek bar is right from the start.
  const [length, setLength] = useState<number | null>(null);
  const [captionsOn, setCaptionsOn] = useState(false);

  const record = useRecordWatchTime(userId, courseId, title);
  const watched = useRef(watchTime);
  const saved = useRef(watchTime);
  const last = useRef<PlaybackSample | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // The speed it plays at, and whether it was played to its end (since the last play).
  const [rate, setRate] = useState(1);
  const [ended, setEnded] = useState(false);

  // The server's figure wins when it moves on its own: a reset (lower) or another device (higher).
  useEffect(() => {
    if (watchTime < saved.current || watchTime > watched.current) {
      watched.current = watchTime;
      saved.current = watchTime;
    }
  }, [watchTime]);

  const save = useCallback(
    (afterSave?: (recorded: CourseProgress | null) => void) => {
      // At the end the figure is sent even when it was sent already: a save still on its way would
      // otherwise leave the page deciding from progress it has not received yet.
      const seconds = Math.max(Math.floor(watched.current), afterSave ? saved.current : 0);
      if (seconds <= saved.current && !afterSave) return;
      const before = saved.current;
      saved.current = seconds;
      record.mutate(seconds, {
        onSuccess: (response) => {
          setSaveError(null);
          afterSave?.(response.progress);
        },
        onError: (error) => {
          // Kept on the device and sent on reconnecting (the status line says so): saved as far as this page goes.
          if (error instanceof QueuedOfflineError) return setSaveError(null);
          saved.current = before;
          setSaveError(t('course.video.saveFailed', { reason: errorText(t, error) }));
        },
      });
    },
    [record, t],
  );

  const videoRef = useRef<HTMLVideoElement>(null);
  // Off by default; the button and the player's own captions control say the same.
  useEffect(() => {
    for (const track of captionTracks(videoRef.current)) track.mode = captionsOn ? 'showing' : 'disabled';
  }, [captionsOn, captions.url, src]);
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    // jsdom's list has no events.
    if (typeof tracks?.addEventListener !== 'function') return;
    const follow = () => setCaptionsOn(captionTracks(videoRef.current).some((track) => track.mode === 'showing'));
    tracks.addEventListener('change', follow);
    return () => tracks.removeEventListener('change', follow);
  }, [src]);
  const readLength = () => {
    const seconds = videoRef.current?.duration;
    if (seconds !== undefined && Number.isFinite(seconds) && seconds > 0) setLength(seconds);
  };

  // Where the learner left off, once the length and the server's progress are both known, and only
  // before they press play or seek themselves (../video-resume.ts).
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const positioned = useRef(false);
  const keptAt = useRef<number | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (positioned.current || !video || length === null || percent === undefined) return;
    positioned.current = true;
    if (!video.paused || video.currentTime > 0) return;
    const at = resumeAt({ length, percent, completed, kept: readKeptPosition(userId, courseId) });
    if (at <= 0) return;
    video.currentTime = at;
    setResumedAt(at);
  }, [length, percent, completed, userId, courseId]);
  const keep = (force = false) => {
    const video = videoRef.current;
    if (!video || !positioned.current) return;
    if (!force && keptAt.current !== null && Math.abs(video.currentTime - keptAt.current) < KEEP_EVERY_SECONDS) return;
    keptAt.current = video.currentTime;
    keepPosition(userId, courseId, video.currentTime);
  };
  const startOver = () => {
    const video = videoRef.current;
    if (video) video.currentTime = 0;
    keepPosition(userId, courseId, null);
    keptAt.current = 0;
    setResumedAt(null);
  };

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (videoRef.current && !videoRef.current.paused) save();
    }, SAVE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [save]);

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video || video.paused || video.seeking) return;
    const now = sample(video);
    if (last.current) watched.current += playedBetween(last.current, now, video.playbackRate);
    last.current = now;
    keep();
  };
  const restart = () => {
    setEnded(false);
    last.current = videoRef.current && !videoRef.current.paused ? sample(videoRef.current) : null;
  };
  const seeked = () => {
    restart();
    keep(true);
  };
  const stop = () => {
    last.current = null;
    keep(true);
    save();
  };
  const finish = () => {
    last.current = null;
    // Watched to its end: the next visit starts it from the beginning. A kept 0, not none: without a
    // kept position the video would resume at the watched share, which a fast playback keeps small.
    keepPosition(userId, courseId, 0);
    keptAt.current = 0;
    setResumedAt(null);
    setEnded(true);
    save(onFinished);
  };

  // Offline the page's own line already says why (one offline line per page): the card says only when it plays.
  if (!online && (srcError || !src)) {
    return (
      <Text color="fg.muted" data-testid="video-offline">
        {t('course.video.offline')}
      </Text>
    );
  }
  if (srcError) {
    return (
      <Text role="alert" color="red.600">
        {t('course.video.loadFailed', { reason: errorText(t, srcError) })}
      </Text>
    );
  }
  return (
    // Captions at a size a phone can read (the browser's default is 5 % of the video's height).
    <Box css={{ '& video::cue': { fontSize: 'max(15px, 2.2vmin)', lineHeight: 1.35 } }}>
      <Skeleton loading={!src} borderRadius="xl">
        {src ? (
          <video
            ref={videoRef}
            src={src}
            controls
            playsInline
            preload="metadata"
            crossOrigin="anonymous"
            aria-label={t('course.video.label', { title })}
            dir="ltr"
            style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', maxHeight: '60vh', borderRadius: '12px', background: 'black' }}
            onLoadedMetadata={readLength}
            onDurationChange={readLength}
            onPlay={restart}
            onRateChange={() => setRate(videoRef.current?.playbackRate ?? 1)}
            onSeeking={() => (last.current = null)}
            onSeeked={seeked}
            onTimeUpdate={onTimeUpdate}
            onPause={stop}
            onEnded={finish}
          >
            {captions.url ? <track kind="captions" src={captions.url} srcLang={lang} label={t(CAPTIONS_LANGUAGE[lang])} /> : null}
          </video>
        ) : (
          <Box aspectRatio={16 / 9} />
        )}
      </Skeleton>
      {resumedAt !== null ? (
        <Flex mt="2" gap="2" align="center" justify="space-between" wrap="wrap" p="2" ps="3" borderRadius="lg" bg="brand.50" data-testid="video-resumed">
          <Text fontSize="sm" color="brand.900">
            {t('course.video.resumed', { time: formatClock(resumedAt) })}
          </Text>
          <Button size="xs" variant="outline" colorPalette="brand" onClick={startOver}>
            <RestartIcon /> {t('course.video.startOver')}
          </Button>
        </Flex>
      ) : null}
      <Flex mt="2" gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold" color="brand.800" data-testid="video-length">
          {length === null ? t('course.video.readingLength') : t('course.video.length', { length: formatClock(length) })}
        </Text>
        {captionsPath ? (
          <Button
            size="xs"
            variant={captionsOn ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={captionsOn}
            disabled={!captions.url}
            onClick={() => setCaptionsOn((on) => !on)}
          >
            <CaptionsIcon /> {t(captionsOn ? 'course.video.captionsOn' : 'course.video.captionsOff')}
          </Button>
        ) : null}
      </Flex>
      {captions.error ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('course.video.captionsFailed', { reason: errorText(t, captions.error) })}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" mt="1" data-testid="video-rule">
        {completed ? t('course.video.watched') : t('course.video.rule', { threshold: formatPercent(MARK_COMPLETED_THRESHOLD) })}
      </Text>
      {!completed && countsInPart(rate) ? (
        <Text role="status" fontSize="sm" color="orange.800" mt="1" data-testid="video-speed">
          {t('course.video.fast', { rate: formatNumber(rate), max: formatNumber(MAX_PLAYBACK_RATE) })}
        </Text>
      ) : null}
      {!completed && ended && percent !== undefined && percent < MARK_COMPLETED_THRESHOLD ? (
        <Text role="status" fontSize="sm" color="orange.800" mt="1" data-testid="video-ended-short">
          {t('course.video.endedShort', {
            percent: formatPercent(percent),
            max: formatNumber(MAX_PLAYBACK_RATE),
            threshold: formatPercent(MARK_COMPLETED_THRESHOLD),
          })}
        </Text>
      ) : null}
      {saveError ? (
        <Text role="alert" fontSize="sm" color="red.600" mt="1">
          {saveError}
        </Text>
      ) : null}
    </Box>
  );
}
