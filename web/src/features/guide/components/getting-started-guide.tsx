/**
 * The Getting Started Guide (docs/product.md#getting-started-guide): five auto-advancing scenes with Play/Pause, Restart and a
 * Voice toggle (offered only where speech synthesis exists); Start Learning Now goes to /courses, or on /courses (under
 * the list) up to the list's heading.
 * It starts paused for people who ask for reduced motion.
 *
 * Progress ticks every 150 ms for as long as the page is open, so a tick re-renders only the
 * progress bar: the panel frame, the scene card and the controls are memoised on what they show
 * (a re-render of the whole panel per tick kept a phone's main thread busy; docs/decisions.md#web).
 * Its words and the narration speak the screen's language (the voice is asked for in that language).
 */
import { Box, Button, Flex, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { memo, useCallback, useReducer, useRef, useState, type Dispatch, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { CompassIcon, PauseIcon, PlayIcon, RestartIcon, VolumeIcon, VolumeOffIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useInterval } from '@/hooks/use-interval';
import { useOnScreen } from '@/hooks/use-on-screen';
import { formatNumber, useShownLocale, useT } from '@/i18n';
import { settingsQueryOptions, useSettings } from '@/hooks/use-settings';
import { prefersReducedMotion } from '@/lib/reduced-motion';

import { sceneText, scenes } from '../scenes';
import { initialSlideshow, slideshowReducer, TICK_MS, type SlideshowAction } from '../slideshow';
import { speechAvailable, useNarration } from '../use-narration';

const reducer = slideshowReducer(scenes.length);

const SceneDots = memo(function SceneDots({ current, onSelect }: { current: number; onSelect: (index: number) => void }) {
  const t = useT();
  return (
    <HStack gap="1" role="group" aria-label={t('guide.chooseScene')}>
      {scenes.map((scene, index) => (
        <Button
          key={scene.title}
          size="2xs"
          minW="6"
          borderRadius="full"
          variant={index === current ? 'solid' : 'subtle'}
          colorPalette="brand"
          aria-label={t('guide.sceneLabel', { number: formatNumber(index + 1), title: t(scene.title) })}
          aria-current={index === current ? 'step' : undefined}
          onClick={() => onSelect(index)}
        >
          {formatNumber(index + 1)}
        </Button>
      ))}
    </HStack>
  );
});

const SceneCard = memo(function SceneCard({ index }: { index: number }) {
  const t = useT();
  const scene = scenes[index] ?? scenes[0];
  const settings = useSettings().data;
  const SceneIcon = scene.icon;
  return (
    <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white" borderRadius="xl" p={{ base: '5', md: '6' }} minH="44">
      <Text fontSize="xs" fontWeight="bold" color="gold.300" letterSpacing="wide">
        {t('guide.sceneOf', { number: formatNumber(index + 1), total: formatNumber(scenes.length) })}
      </Text>
      <Flex gap="4" align="center" mt="2">
        <Box p="3" bg="whiteAlpha.200" borderRadius="xl" color="gold.300" flexShrink={0}>
          <SceneIcon boxSize="8" />
        </Box>
        <Heading as="h3" size="lg" data-testid="guide-scene-title">
          {t(scene.title)}
        </Heading>
      </Flex>
      <Text mt="3" color="brand.50">
        {sceneText(t, scene, settings)}
      </Text>
    </Box>
  );
});

interface ControlsProps {
  scene: number;
  playing: boolean;
  voice: boolean;
  dispatch: Dispatch<SlideshowAction>;
  toggleVoice: () => void;
}

const Controls = memo(function Controls({ scene, playing, voice, dispatch, toggleVoice }: ControlsProps) {
  const t = useT();
  const goto = useCallback((index: number) => dispatch({ type: 'goto', scene: index }), [dispatch]);
  return (
    <Flex gap="2" wrap="wrap" justify="space-between" align="center">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => dispatch({ type: 'toggle' })}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          {t(playing ? 'guide.pause' : 'guide.play')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => dispatch({ type: 'restart' })}>
          <RestartIcon /> {t('guide.restart')}
        </Button>
        {speechAvailable() ? (
          <Button size="sm" variant="outline" colorPalette="brand" aria-pressed={voice} onClick={toggleVoice}>
            {voice ? <VolumeIcon /> : <VolumeOffIcon />}
            {t(voice ? 'guide.voiceOn' : 'guide.voiceOff')}
          </Button>
        ) : null}
      </HStack>
      <SceneDots current={scene} onSelect={goto} />
    </Flex>
  );
});

const StartLearning = memo(function StartLearning() {
  const t = useT();
  const { pathname } = useLocation();
  const coursesHref = paths.courses.getHref();
  // Under the courses list (where the guide lives) the link would go nowhere: it takes the learner up to the list's heading.
  const toTheList = (event: MouseEvent) => {
    if (pathname !== coursesHref) return;
    event.preventDefault();
    const heading = document.querySelector<HTMLElement>('main h1');
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Button asChild colorPalette="gold" size="lg">
      <RouterLink to={coursesHref} onClick={toTheList}>
        {t('guide.start')}
      </RouterLink>
    </Button>
  );
});

function Slideshow() {
  const [state, dispatch] = useReducer(reducer, undefined, () => initialSlideshow(!prefersReducedMotion()));
  const [voice, setVoice] = useState(false);
  const toggleVoice = useCallback(() => setVoice((value) => !value), []);
  const t = useT();
  const locale = useShownLocale();
  const scene = scenes[state.scene] ?? scenes[0];
  const settings = useSettings().data;
  const { speaking } = useNarration(voice, `${t(scene.title)}. ${sceneText(t, scene, settings)}`, state.playing, locale);
  // Ticks only while the slideshow is on screen (the page renders it before it is scrolled to).
  const box = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(box);
  useInterval(() => dispatch({ type: 'tick', speaking }), TICK_MS, state.playing && onScreen);

  return (
    <Stack gap="4" ref={box}>
      <SceneCard index={state.scene} />
      <Progress.Root value={state.progress} colorPalette="gold" size="sm" aria-label={t('guide.progress')}>
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Controls scene={state.scene} playing={state.playing} voice={voice} dispatch={dispatch} toggleVoice={toggleVoice} />
      <StartLearning />
    </Stack>
  );
}

/** Fetches what the panel shows before it first renders (a deferred panel: app/dashboard/panels.ts). */
export const preloadGettingStartedGuide = (queryClient: QueryClient) => queryClient.prefetchQuery(settingsQueryOptions());

export function GettingStartedGuide() {
  const t = useT();
  return (
    <Panel title={t('panel.guide.title')} headingId="getting-started" icon={CompassIcon}>
      <Slideshow />
    </Panel>
  );
}
