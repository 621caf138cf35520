/**
 * A course video the app plays itself (a file in Storage, docs/product.md#courses). Watch time
 * comes from playback (../watch-time.ts) and is saved every 10 seconds while playing, and on pause
 * and at the end; the server records what is plausible and its answer moves the progress bars.
 */
import { Box, Skeleton, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useSignedFileUrl } from '@/hooks/use-signed-file-url';
import { QueuedOfflineError } from '@/lib/offline-queue';
import { MATERIAL_BUCKET } from '@contract';

import { useRecordWatchTime } from '../api/record-watch-time';
import { playedBetween, type PlaybackSample } from '../watch-time';

const SAVE_EVERY_MS = 10_000;

interface VideoPlayerProps {
  userId: string;
  courseId: number;
  title: string;
  path: string;
  /** The watch time the server holds, seconds. */
  watchTime: number;
}

const sample = (video: HTMLVideoElement): PlaybackSample => ({ position: video.currentTime, at: performance.now() });

export function VideoPlayer({ userId, courseId, title, path, watchTime }: VideoPlayerProps) {
  const signed = useSignedFileUrl(MATERIAL_BUCKET, path);
  // The first signed URL stays the source: a refreshed URL must not restart a playing video.
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (signed.data && !src) setSrc(signed.data);
  }, [signed.data, src]);

  const record = useRecordWatchTime(userId, courseId, title);
  const watched = useRef(watchTime);
  const saved = useRef(watchTime);
  const last = useRef<PlaybackSample | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  // The server's figure wins when it moves on its own: a reset (lower) or another device (higher).
  useEffect(() => {
    if (watchTime < saved.current || watchTime > watched.current) {
      watched.current = watchTime;
      saved.current = watchTime;
    }
  }, [watchTime]);

  const save = useCallback(() => {
    const seconds = Math.floor(watched.current);
    if (seconds <= saved.current) return;
    const before = saved.current;
    saved.current = seconds;
    record.mutate(seconds, {
      onSuccess: () => setSaveError(null),
      onError: (error) => {
        // Kept on the device and sent on reconnecting (the status line says so): saved as far as this page goes.
        if (error instanceof QueuedOfflineError) return setSaveError(null);
        saved.current = before;
        setSaveError(`Your watch time could not be saved (${error.message}). It is kept and saved again as you watch.`);
      },
    });
  }, [record]);

  const videoRef = useRef<HTMLVideoElement>(null);
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
    if (last.current) watched.current += playedBetween(last.current, now);
    last.current = now;
  };
  const restart = () => {
    last.current = videoRef.current && !videoRef.current.paused ? sample(videoRef.current) : null;
  };
  const stop = () => {
    last.current = null;
    save();
  };

  if (signed.error) {
    return (
      <Text role="alert" color="red.600">
        The video could not be loaded: {signed.error.message}
      </Text>
    );
  }
  return (
    <Box>
      <Skeleton loading={!src} borderRadius="xl">
        {src ? (
          <video
            ref={videoRef}
            src={src}
            controls
            playsInline
            preload="metadata"
            aria-label={`Video: ${title}`}
            style={{ width: '100%', maxHeight: '60vh', borderRadius: '12px', background: 'black' }}
            onPlay={restart}
            onSeeking={() => (last.current = null)}
            onSeeked={restart}
            onTimeUpdate={onTimeUpdate}
            onPause={stop}
            onEnded={stop}
          />
        ) : (
          <Box aspectRatio={16 / 9} />
        )}
      </Skeleton>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Plays here. Only the time you actually watch counts (skipping ahead does not); Mark as Completed appears at 90%.
      </Text>
      {saveError ? (
        <Text role="alert" fontSize="sm" color="red.600" mt="1">
          {saveError}
        </Text>
      ) : null}
    </Box>
  );
}
