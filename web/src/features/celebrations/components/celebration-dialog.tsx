/**
 * The celebration (docs/product.md#moments): a dialog with the moment's title, what it paid counting
 * up, the badges it unlocked appearing one after another, and the next step as its one main button,
 * which has the focus. Escape, the close button and "Not now" close it; no offer waits behind it
 * (the daily reminder's offer is Today's card, docs/product.md#reminders). A reward's moment lists
 * what was received and counts the balance down. framer-motion animates the entrance and the badges;
 * with `prefers-reduced-motion` everything shows in its final state at once.
 */
import { Box, Button, Circle, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { CheckCircleIcon, FlameIcon, GiftIcon, QuizIcon, StarIcon, TrainIcon, TrophyIcon, UsersIcon } from '@/components/ui/icons';
import { useT } from '@/i18n';

import { dismissCelebration } from '../celebration-store';
import type { Moment, MomentKind } from '../moments';
import { RewardCounts, TokensSpent } from './reward-counts';

const kindIcon: Record<MomentKind, typeof StarIcon> = {
  station: CheckCircleIcon,
  video: CheckCircleIcon,
  course: TrophyIcon,
  quiz: CheckCircleIcon,
  answer: QuizIcon,
  achievement: StarIcon,
  promotion: TrophyIcon,
  streak: FlameIcon,
  reward: GiftIcon,
  welcome: TrainIcon,
  cheer: UsersIcon,
};

/** A pack's items, as received. */
function Received({ items }: { items: string[] }) {
  const t = useT();
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" w="full" textAlign="start" data-testid="celebration-received" aria-label={t('moments.received')}>
      {items.map((item, index) => (
        <Flex as="li" key={`${index}-${item}`} align="center" gap="2" p="2" borderRadius="lg" bg="brand.50" color="brand.900" fontWeight="semibold">
          <CheckCircleIcon boxSize="4" color="brand.600" />
          <Text as="span" minW="0" overflowWrap="anywhere">
            {item}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

function Badges({ moment, reduced }: { moment: Moment; reduced: boolean }) {
  const t = useT();
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="celebration-badges" aria-label={t('moments.unlocked')}>
      {moment.badges.map((badge, index) => (
        <motion.li
          key={badge.id}
          initial={reduced ? false : { opacity: 0, scale: 0.6, y: 8 }}
          animate={{ opacity: 1, scale: 1, y: 0 }}
          transition={{ delay: 0.35 + index * 0.2, type: 'spring', stiffness: 320, damping: 18 }}
        >
          <Flex align="center" gap="3" p="2.5" borderRadius="lg" borderWidth="1px" borderColor="gold.300" bg="gold.50" data-testid="celebration-badge">
            <Circle size="9" bg="gold.700" color="white" flexShrink={0}>
              <StarIcon boxSize="5" />
            </Circle>
            <Box textAlign="start">
              <Text fontWeight="bold" color="gold.900">
                {badge.label}
              </Text>
              {badge.detail ? (
                <Text fontSize="sm" color="fg.muted">
                  {badge.detail}
                </Text>
              ) : null}
            </Box>
          </Flex>
        </motion.li>
      ))}
    </Stack>
  );
}

export default function CelebrationDialog({ moment }: { moment: Moment }) {
  const t = useT();
  const navigate = useNavigate();
  const reduced = useReducedMotion() ?? false;
  const nextButton = useRef<HTMLButtonElement>(null);
  const KindIcon = kindIcon[moment.kind];
  const goNext = () => {
    dismissCelebration();
    if (moment.next.to) navigate(moment.next.to);
    moment.next.onSelect?.();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => (details.open ? undefined : dismissCelebration())}
      placement="center"
      motionPreset={reduced ? 'none' : 'scale'}
      size={{ base: 'xs', sm: 'sm' }}
      initialFocusEl={() => nextButton.current}
      // Closed by its buttons, the close button and Escape only: a focus move by a dialog closing under it must not close it.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop animation={reduced ? 'none' : undefined} />
        <Dialog.Positioner>
          <Dialog.Content data-testid="celebration" data-kind={moment.kind} borderRadius="card" overflow="hidden">
            <motion.div initial={reduced ? false : { opacity: 0, scale: 0.9 }} animate={{ opacity: 1, scale: 1 }} transition={{ duration: 0.25 }}>
              <Dialog.Body pt="8" pb="4">
                <Stack gap="4" align="center" textAlign="center">
                  <motion.div
                    initial={reduced ? false : { scale: 0, rotate: -30 }}
                    animate={{ scale: 1, rotate: 0 }}
                    transition={{ type: 'spring', stiffness: 260, damping: 14 }}
                  >
                    <Circle size="16" bg="brand.700" color="gold.300" aria-hidden="true">
                      <KindIcon boxSize="9" />
                    </Circle>
                  </motion.div>
                  <Dialog.Title fontSize="2xl" fontWeight="extrabold" color="brand.800">
                    {moment.title}
                  </Dialog.Title>
                  {moment.description ? (
                    // Beside a quote the words are a message to read, left-aligned, not a centred line.
                    <Dialog.Description color="fg.muted" alignSelf={moment.quote ? 'stretch' : undefined} textAlign={moment.quote ? 'start' : undefined}>
                      {moment.description}
                    </Dialog.Description>
                  ) : null}
                  {moment.quote ? (
                    <Box
                      as="figure"
                      alignSelf="stretch"
                      textAlign="start"
                      m="0"
                      ps="3"
                      borderStartWidth="3px"
                      borderColor="brand.200"
                      data-testid="celebration-quote"
                    >
                      <Text as="figcaption" fontSize="sm" fontWeight="semibold" color="brand.800">
                        {moment.quote.label}
                      </Text>
                      <Text as="blockquote" fontSize="sm" color="fg.muted" m="0">
                        {moment.quote.text}
                      </Text>
                    </Box>
                  ) : null}
                  {moment.received && moment.received.length > 0 ? <Received items={moment.received} /> : null}
                  {moment.spent ? <TokensSpent spent={moment.spent} /> : null}
                  <RewardCounts tokens={moment.tokens} points={moment.points} label={moment.countsLabel} />
                  {moment.badges.length > 0 ? (
                    <Box w="full">
                      <Badges moment={moment} reduced={reduced} />
                    </Box>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection="column" gap="2" pb="6">
                {/* A next step may name a course: its label wraps rather than overflow a phone's dialog. */}
                <Button
                  ref={nextButton}
                  colorPalette="gold"
                  size="lg"
                  w="full"
                  h="auto"
                  minH="12"
                  py="2.5"
                  whiteSpace="normal"
                  onClick={goNext}
                  data-testid="celebration-next"
                >
                  {moment.next.label}
                </Button>
                {/* A next step that goes nowhere ("Got it") is the dismissal itself: no second one beside it. */}
                {moment.next.to || moment.next.onSelect ? (
                  <Button variant="ghost" colorPalette="brand" size="sm" onClick={dismissCelebration}>
                    {t('moments.notNow')}
                  </Button>
                ) : null}
              </Dialog.Footer>
            </motion.div>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
