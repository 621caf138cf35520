/**
 * Today, the dashboard's first screen (docs/product.md#dashboard): the greeting; the streak as the
 * hero; today's one action with one primary button (today.ts); the learner's place in this week's
 * league (before any point this week, how to get on the board instead of a rank tied at 0) and the
 * token balance (each a tap to its page); the SPEC's stat tiles (total points, missions done, badges
 * earned) in one row. On a 390×844 phone all of it fits above the fold. Offline, it says so under
 * the streak: what it shows is what this device kept, and the visit counts once back online; the
 * streak line claims only what the device's last counted visit day vouches for (today.ts).
 */
import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { OfflineNote } from '@/components/offline-note';
import { CheckCircleIcon, CoinIcon, FlameIcon, StarIcon, TrophyIcon } from '@/components/ui/icons';
import { StatTile } from '@/components/ui/stat-tile';
import { paths } from '@/config/paths';
import { useLeague } from '@/features/leaderboard/api/get-league';
import { leagueStanding } from '@/features/leaderboard/league-rules';
import { StreakFreezes } from '@/components/ui/streak-freezes';
import { formatNumber, useT } from '@/i18n';
import { useOnline } from '@/hooks/use-online';
import { streakLostNews } from '@/lib/freezes-spent';
import { keptVisitDay, localDay } from '@/lib/visit-day';
import { STATIONS, type User } from '@contract';

import { preloadStationPage } from '../screen-code';

import { greetingAround } from './greeting';
import { useNextEarn } from './next-earn';
import { offlineStreak, streakLine, todayActionLink } from './today';
import { useTodayAction } from './use-today-action';

/** Today's one action (today.ts decides it): what it is, and its one button. */
function TodayActionCard({ user }: { user: User }) {
  const t = useT();
  const action = useTodayAction(user);
  const link = action ? todayActionLink(t, action) : null;
  // The station the action opens: its page's code, while the learner reads Today (its data is in
  // the stations' list already: features/missions/api/get-mission.ts).
  const opensStation = action?.kind === 'station';
  useEffect(() => (opensStation ? preloadStationPage() : undefined), [opensStation]);
  return (
    <Box bg="white" color="fg" borderRadius="xl" p="4" data-testid="today-next-step">
      <Text fontSize="xs" fontWeight="bold" color="gold.800" letterSpacing="wide">
        {t('today.nextStep.heading')}
      </Text>
      {/* Two lines before an ellipsis: "Estación 2: Arma tu lista de contactos" is cut at one on a 390 px phone. */}
      <Text fontWeight="bold" color="brand.900" mt="0.5" minH="6" lineClamp={2} overflowWrap="anywhere" data-testid="today-next-step-summary" dir="auto">
        {link ? link.summary : t('today.nextStep.finding')}
      </Text>
      {link ? (
        <Button asChild colorPalette="gold" size="lg" w="full" mt="3" h="auto" minH="11" py="2" whiteSpace="normal" textAlign="center">
          <RouterLink to={link.to}>
            <Text as="span" lineClamp={2} overflowWrap="anywhere">
              {link.label}
            </Text>
          </RouterLink>
        </Button>
      ) : (
        <Skeleton h="11" mt="3" borderRadius="l2" />
      )}
    </Box>
  );
}

/** A figure of the hero that is also the way to its page (the league place, the token balance). */
function HeroLink({
  to,
  testId,
  icon: LinkIcon,
  label,
  value,
  detail,
}: {
  to: string;
  testId: string;
  icon: typeof CoinIcon;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <Button asChild variant="outline" bg="whiteAlpha.200" color="white" borderColor="whiteAlpha.500" h="auto" py="2" _hover={{ bg: 'whiteAlpha.300' }}>
      <RouterLink to={to} data-testid={testId}>
        {/* A long figure ("Not ranked yet", a translation) wraps inside the tile, never past its border. */}
        <Flex direction="column" align="flex-start" w="full" minW="0" textAlign="start" whiteSpace="normal" overflowWrap="anywhere">
          <Text fontSize="xs" color="brand.100" display="flex" alignItems="center" gap="1">
            <LinkIcon boxSize="3.5" /> {label}
          </Text>
          <Text fontWeight="extrabold" fontSize="lg">
            {value}
          </Text>
          {detail ? (
            <Text fontSize="xs" color="brand.100" whiteSpace="normal" textAlign="start" data-testid={`${testId}-detail`}>
              {detail}
            </Text>
          ) : null}
        </Flex>
      </RouterLink>
    </Button>
  );
}

function LeaguePlace({ user }: { user: User }) {
  const t = useT();
  const league = useLeague();
  const next = useNextEarn(user);
  const standing = league.data ? leagueStanding(t, league.data, user.id, next) : null;
  const place = standing?.place ?? (league.data || league.error ? t('today.league.see') : '…');
  return <HeroLink to={paths.league.getHref()} testId="today-league" icon={TrophyIcon} label={t('today.league.label')} value={place} detail={standing?.hint} />;
}

export function DashboardWelcome({ user }: { user: User }) {
  const t = useT();
  // SPEC's "missions done": the completed missions, which are the stations (docs/product.md#dashboard).
  const missionsDone = Object.values(user.completedMissions).filter(Boolean).length;
  const online = useOnline();
  const hello = greetingAround(t, user);
  const streak = streakLine(t, user.loginStreak, streakLostNews(user.id, user.loginStreak), online ? null : offlineStreak(keptVisitDay(user.id), localDay()));
  return (
    <Box bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.700" color="white" borderRadius="card" p={{ base: '4', md: '8' }}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '3', md: '6' }} alignItems="start">
        <Box>
          <Text color="gold.300" fontWeight="bold" fontSize="sm" letterSpacing="wide">
            {t('today.eyebrow')}
          </Text>
          {/* The whole name, never cut (a 40-letter name lost its end at two lines on a phone): it wraps
              between its words, and sits in a <bdi> so a Latin name inside Arabic words keeps its order. */}
          <Heading as="h1" size={{ base: 'xl', md: '3xl' }} mt="0.5" overflowWrap="anywhere" data-testid="today-greeting">
            {hello.before}
            <bdi data-testid="today-greeting-name">{user.name}</bdi>
            {hello.after}
          </Heading>
          <Flex align="center" gap="3" mt="3" data-testid="today-streak">
            <Box bg="gold.400" color="brand.950" borderRadius="full" p="2" flexShrink={0}>
              <FlameIcon boxSize="7" />
            </Box>
            <Box>
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="extrabold" lineHeight="1.1" color="gold.200">
                {streak.title}
              </Text>
              <Text fontSize="sm" color="brand.100" display="flex" alignItems="center" columnGap="3" flexWrap="wrap" data-testid="today-streak-detail">
                {streak.detail}
                <StreakFreezes count={user.streakFreezes} />
              </Text>
            </Box>
          </Flex>
          <OfflineNote testId="today-offline" mt="3">
            {t('today.offline')}
          </OfflineNote>
        </Box>
        <TodayActionCard user={user} />
      </SimpleGrid>
      <SimpleGrid columns={2} gap="3" mt="3">
        <LeaguePlace user={user} />
        <HeroLink
          to={paths.rewards.getHref()}
          testId="today-tokens"
          icon={CoinIcon}
          label={t('today.tokens.label')}
          value={t('today.tokens.value', { count: user.tokens })}
        />
      </SimpleGrid>
      <SimpleGrid columns={3} gap="2" mt="3" color="fg">
        <StatTile label={t('today.stat.points')} value={formatNumber(user.leaderboardPts)} icon={TrophyIcon} tone="gold" testId="stat-points" />
        <StatTile
          label={t('today.stat.missions')}
          value={formatNumber(missionsDone)}
          note={t('today.stat.missionsOf', { total: STATIONS.length })}
          icon={CheckCircleIcon}
          testId="stat-missions"
        />
        <StatTile label={t('today.stat.badges')} value={formatNumber(user.badges.length)} icon={StarIcon} testId="stat-badges" />
      </SimpleGrid>
    </Box>
  );
}
