/**
 * "E-mails from my sponsor" on the profile page: the same preference as My Team's checkbox
 * (`profiles.nudges_enabled`, `PUT /api/team/nudges`; docs/product.md#my-team), read from the team
 * answer's first page so both screens show one saved value.
 */
import { Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { describeError } from '@/lib/api-client';

import { useSetNudges, useTeam } from '../api/team';

export function SponsorEmailsSwitch() {
  const team = useTeam();
  const save = useSetNudges();
  // A refused save leaves the value as it was; the switch is drawn afresh so it shows that value
  // rather than the position it was clicked to.
  const [refusals, setRefusals] = useState(0);
  if (team.isPending) return <Skeleton height="8" data-testid="sponsor-emails-loading" />;
  if (team.error)
    return (
      <Text color="red.700" role="alert">
        Could not load this setting. {describeError(team.error)}
      </Text>
    );
  // While a change is saving, show the value asked for; the team refetch then confirms it.
  const enabled = save.isPending && save.variables !== undefined ? save.variables : (team.data.pages[0]?.nudgesEnabled ?? true);
  return (
    <Stack gap="2">
      <Switch.Root
        key={refusals}
        checked={enabled}
        disabled={save.isPending}
        onCheckedChange={(details) => save.mutate(details.checked, { onError: () => setRefusals((count) => count + 1) })}
        colorPalette="brand"
        data-testid="sponsor-emails"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="semibold">E-mails from my sponsor</Switch.Label>
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm">
        {enabled
          ? 'On: the person who invited you can send you a reminder e-mail when you have been away a while.'
          : 'Off: your sponsor cannot send you reminder e-mails.'}
      </Text>
    </Stack>
  );
}
