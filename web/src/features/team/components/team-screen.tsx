/**
 * My Team (docs/product.md#my-team): the coaching queue first (docs/product.md#coaching), then the
 * totals, then the sponsor's downline level by level, each
 * member with join date, stations done, courses completed and last activity; members with no
 * activity for the configured days are marked Stuck and can be nudged. The totals are the whole
 * team's; the members come 50 at a time, with "Show more members" under the list. What the page
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
import { describeError } from '@/lib/api-client';
import { CoachingQueue } from '@/features/coaching';
import type { Team, TeamMember } from '@contract';

import { useHasSponsor, useNudge, useSetNudges, useTeam } from '../api/team';
import { byLevel, lastActiveText, levelLabel, loadedMembers, nudgeBlocker, shownText } from '../team-rules';

const joined = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function MemberRow({ member }: { member: TeamMember }) {
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
              Stuck
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {member.level > 1 && member.sponsorName ? `via ${member.sponsorName} · ` : ''}joined {joined.format(new Date(member.joinedAt))} ·{' '}
          {lastActiveText(member.lastActiveOn)}
        </Text>
        <Text fontSize="sm">
          {member.stationsDone} of 5 stations · {member.coursesCompleted} {member.coursesCompleted === 1 ? 'course' : 'courses'} completed
        </Text>
      </Box>
      {member.stuck ? (
        blocker ? (
          <Text fontSize="sm" color="fg.muted">
            {blocker}
          </Text>
        ) : (
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            loading={nudge.isPending}
            onClick={() => nudge.mutate(member)}
            aria-label={`Nudge ${member.name}`}
          >
            <MailIcon /> Nudge
          </Button>
        )
      ) : null}
    </Flex>
  );
}

function Totals({ team }: { team: Team }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="team-totals">
      <StatTile label="Team members" value={team.totals.members} icon={UsersIcon} />
      <StatTile label={`Stuck (${team.stuckDays}+ days)`} value={team.totals.stuck} icon={FlameIcon} tone="gold" />
      <StatTile label="Stations done" value={team.totals.stationsDone} icon={StarIcon} />
      <StatTile label="Courses completed" value={team.totals.coursesCompleted} tone="gold" />
    </SimpleGrid>
  );
}

function NudgePreference({ enabled }: { enabled: boolean }) {
  const save = useSetNudges();
  return (
    <Box>
      <Text fontWeight="bold" color="brand.800" mb="2">
        Reminders from your sponsor
      </Text>
      <Checkbox.Root checked={enabled} disabled={save.isPending} onCheckedChange={(details) => save.mutate(details.checked === true)} colorPalette="brand">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Let my sponsor send me a reminder e-mail when I have been away a while</Checkbox.Label>
      </Checkbox.Root>
    </Box>
  );
}

function MemberList({ team, members }: { team: Team; members: TeamMember[] }) {
  return (
    <Stack gap="5">
      {byLevel(members).map((group) => (
        <Box key={group.level}>
          <Text fontWeight="bold" color="brand.800" mb="2">
            {levelLabel(group.level)} ({(team.totals.byLevel[group.level - 1] ?? group.members.length).toLocaleString('en-US')})
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={levelLabel(group.level)}>
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
  return (
    <Stack gap="3" align="center" mt="5" data-testid="team-more">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {shownText(shown, total)}
      </Text>
      {query.isFetchNextPageError ? (
        <ErrorState message={`Could not load more members. ${describeError(query.error)}`} onRetry={() => void query.fetchNextPage()} />
      ) : query.hasNextPage ? (
        <Button
          colorPalette="brand"
          variant="outline"
          loading={query.isFetchingNextPage}
          loadingText="Loading more members..."
          onClick={() => void query.fetchNextPage()}
        >
          Show more members
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
  const team = useTeam();
  const pages = team.data?.pages ?? [];
  const first = pages[0];
  const members = loadedMembers(pages);
  const hasSponsor = useHasSponsor(useCurrentUser()?.id);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="3xl" color="brand.800">
          My Team
        </Heading>
        <Text color="fg.muted">What your team needs from you today, then everyone who joined with your link and the people they brought in.</Text>
      </Stack>
      <CoachingQueue />
      {team.isPending ? <LoadingState label="Loading your team..." /> : null}
      {team.error && !first ? <ErrorState message={`Could not load your team. ${describeError(team.error)}`} onRetry={() => void team.refetch()} /> : null}
      {first ? (
        <>
          <Totals team={first} />
          <Panel title="Your downline" headingId="team-members" icon={UsersIcon}>
            {members.length === 0 ? (
              <Stack align="center" gap="3">
                <EmptyState message="No one has joined with your link yet. Share it: everyone who signs up with it, and the people they invite, shows here." />
                <Link asChild colorPalette="brand" fontWeight="semibold">
                  <RouterLink to={inviteHref}>Go to your invitation link</RouterLink>
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
