/**
 * "E-mails from my sponsor" on the profile page: the same preference as My Team's checkbox
 * (`profiles.nudges_enabled`, `PUT /api/team/nudges`; docs/product.md#my-team), read from the team
 * answer's first page so both screens show one saved value.
 */
import { Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { useT } from '@/i18n';
import { errorText } from '@/lib/error-text';

import { useSetNudges, useTeam } from '../api/team';

export function SponsorEmailsSwitch() {
  const t = useT();
  const team = useTeam();
  const save = useSetNudges();
  // A refused save leaves the value as it was; the switch is drawn afresh so it shows that value
  // rather than the position it was clicked to.
  const [refusals, setRefusals] = useState(0);
  if (team.isPending) return <Skeleton height="8" data-testid="sponsor-emails-loading" />;
  if (team.error)
    return (
      <Text color="red.700" role="alert">
        {t('team.sponsorEmails.loadFailed', { reason: errorText(t, team.error) })}
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
        <Switch.Label fontWeight="semibold">{t('team.sponsorEmails.label')}</Switch.Label>
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm">
        {t(enabled ? 'team.sponsorEmails.on' : 'team.sponsorEmails.off')}
      </Text>
    </Stack>
  );
}
