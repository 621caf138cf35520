/**
 * My Team (docs/product.md#my-team): the coaching queue first (docs/product.md#coaching), then the
 * totals, then the sponsor's downline level by level, each
 * member with join date, stations done, courses completed and last activity; members with no
 * activity for the configured days are marked Stuck and can be nudged. The totals are the whole
 * team's, shown once there is a team (before, the empty state alone, with its way to the link); the members come 50 at a time, with "Show more members" under the list. What the page
 * composes under the team (the invite panel, the way to the earnings calculator) comes as
 * `children`; the learner's own choice about nudges from their sponsor sits at the bottom.
 */
import { Badge, Box, Button, Checkbox, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { FlameIcon, MailIcon, StarIcon, UsersIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { StatTile } from '@/components/ui/stat-tile';
import { useCurrentUser } from '@/hooks/use-current-user';
import { formatDate, formatNumber, isolateInRtl, useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { CoachingQueue } from '@/features/coaching';
import type { Team, TeamMember } from '@contract';

import { useHasSponsor, useNudge, useSetNudges, useTeam } from '../api/team';
import { byLevel, lastActiveText, levelLabel, loadedMembers, nudgeBlocker, shownText } from '../team-rules';

const JOINED_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
/** Every member's progress counts the academy's five stations. */
const STATIONS = 5;

function MemberRow({ member }: { member: TeamMember }) {
  const t = useT();
  const nudge = useNudge();
  const blocker = nudgeBlocker(member);
  return (
    <Flex
      as="li"
      gap="3"
      p="3"
      borderRadius="lg"
      borderWidth="1px"
      borderColor={member.stuck ? 'gold.300' : 'brand.100'}
      align="center"
      wrap="wrap"
      data-testid="team-member"
    >
      <Box flex="1" minW="12rem">
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {member.name}
          </Text>
          {member.stuck ? (
            <Badge colorPalette="gold" variant="solid">
              {t('team.stuck')}
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {[
            member.level > 1 && member.sponsorName ? t('team.member.via', { name: isolateInRtl(member.sponsorName) }) : null,
            t('team.member.joined', { date: formatDate(member.joinedAt, undefined, JOINED_DATE) }),
            lastActiveText(t, member.lastActiveOn),
          ]
            .filter(Boolean)
            .join(t('team.member.separator'))}
        </Text>
        <Text fontSize="sm">
          {t('team.member.progress', { stations: formatNumber(member.stationsDone), total: STATIONS, courses: member.coursesCompleted })}
        </Text>
      </Box>
      {member.stuck ? (
        blocker ? (
          <Text fontSize="sm" color="fg.muted">
            {t(blocker)}
          </Text>
        ) : (
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            loading={nudge.isPending}
            onClick={() => nudge.mutate(member)}
            aria-label={t('team.nudgeFor', { name: member.name })}
          >
            <MailIcon /> {t('coaching.action.nudge')}
          </Button>
        )
      ) : null}
    </Flex>
  );
}

function Totals({ team }: { team: Team }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="team-totals">
      <StatTile label={t('team.totals.members')} value={formatNumber(team.totals.members)} icon={UsersIcon} />
      <StatTile label={t('team.totals.stuck', { days: team.stuckDays })} value={formatNumber(team.totals.stuck)} icon={FlameIcon} tone="gold" />
      <StatTile label={t('team.totals.stations')} value={formatNumber(team.totals.stationsDone)} icon={StarIcon} />
      <StatTile label={t('team.totals.courses')} value={formatNumber(team.totals.coursesCompleted)} tone="gold" />
    </SimpleGrid>
  );
}

function NudgePreference({ enabled }: { enabled: boolean }) {
  const t = useT();
  const save = useSetNudges();
  return (
    <Box>
      <Text fontWeight="bold" color="brand.800" mb="2">
        {t('team.reminders.title')}
      </Text>
      <Checkbox.Root checked={enabled} disabled={save.isPending} onCheckedChange={(details) => save.mutate(details.checked === true)} colorPalette="brand">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('team.reminders.label')}</Checkbox.Label>
      </Checkbox.Root>
    </Box>
  );
}

function MemberList({ team, members }: { team: Team; members: TeamMember[] }) {
  const t = useT();
  return (
    <Stack gap="5">
      {byLevel(members).map((group) => (
        <Box key={group.level}>
          <Text fontWeight="bold" color="brand.800" mb="2">
            {t('team.level.heading', {
              label: levelLabel(t, group.level),
              count: formatNumber(team.totals.byLevel[group.level - 1] ?? group.members.length),
            })}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={levelLabel(t, group.level)}>
            {group.members.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** Under the list: how many of the team are shown, and the next page's button, its loading and its error. */
function MoreMembers({ shown, total, query }: { shown: number; total: number; query: ReturnType<typeof useTeam> }) {
  const t = useT();
  return (
    <Stack gap="3" align="center" mt="5" data-testid="team-more">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {shownText(t, shown, total)}
      </Text>
      {query.isFetchNextPageError ? (
        <ErrorState message={t('team.moreFailed', { reason: errorText(t, query.error) })} onRetry={() => void query.fetchNextPage()} />
      ) : query.hasNextPage ? (
        <Button
          colorPalette="brand"
          variant="outline"
          loading={query.isFetchingNextPage}
          loadingText={t('team.loadingMore')}
          onClick={() => void query.fetchNextPage()}
        >
          {t('team.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

interface TeamScreenProps {
  /** Where the learner's invitation link is (the empty team's link leads there). */
  inviteHref: string;
  children?: ReactNode;
}

export function TeamScreen({ inviteHref, children }: TeamScreenProps) {
  const t = useT();
  const team = useTeam();
  const pages = team.data?.pages ?? [];
  const first = pages[0];
  const members = loadedMembers(pages);
  const hasSponsor = useHasSponsor(useCurrentUser()?.id);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="3xl" color="brand.800">
          {t('team.title')}
        </Heading>
        <Text color="fg.muted">{t('team.lead')}</Text>
      </Stack>
      <CoachingQueue />
      {team.isPending ? <LoadingState label={t('team.loading')} /> : null}
      {team.error && !first ? <ErrorState message={t('team.loadFailed', { reason: errorText(t, team.error) })} onRetry={() => void team.refetch()} /> : null}
      {first ? (
        <>
          {/* Four tiles of 0 above "No one has joined" say nothing: the totals once there is a team. */}
          {first.totals.members > 0 ? <Totals team={first} /> : null}
          <Panel title={t('team.downline')} headingId="team-members" icon={UsersIcon}>
            {members.length === 0 ? (
              <Stack align="center" gap="3">
                <EmptyState message={t('team.empty')} />
                <Link asChild colorPalette="brand" fontWeight="semibold">
                  <RouterLink to={inviteHref}>{t('team.goToLink')}</RouterLink>
                </Link>
              </Stack>
            ) : (
              <>
                <MemberList team={first} members={members} />
                <MoreMembers shown={members.length} total={first.totals.members} query={team} />
              </>
            )}
          </Panel>
        </>
      ) : null}
      {children}
      {/* Only for a learner with a sponsor: nobody else could send them one. */}
      {first && hasSponsor ? <NudgePreference enabled={first.nudgesEnabled} /> : null}
    </Stack>
  );
}
