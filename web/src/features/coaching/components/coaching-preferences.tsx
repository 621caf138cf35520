/**
 * "Coaching" on the profile page (docs/product.md#coaching): "Let my sponsor coach me" and "Hide my
 * activity from people above my sponsor", each saved on its own (PUT /api/users/{id}/coaching; the
 * server takes only true or false). A refused save leaves the switch where it was and says why.
 */
import { Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { isolateInRtl, useT } from '@/i18n';
import { errorText } from '@/lib/error-text';

import { useMyCoaching, useSetCoaching, type CoachingChoices } from '../api/my-coaching';

interface ChoiceProps {
  testId: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  explain: string;
}

function Choice({ testId, label, checked, disabled, onChange, explain }: ChoiceProps) {
  return (
    <Stack gap="1">
      <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)} colorPalette="brand" data-testid={testId}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm">
        {explain}
      </Text>
    </Stack>
  );
}

export function CoachingPreferences({ userId }: { userId: string }) {
  const t = useT();
  const mine = useMyCoaching(userId);
  const save = useSetCoaching(userId);
  // A refused save: the switches are drawn afresh from the saved values.
  const [refusals, setRefusals] = useState(0);
  if (mine.isPending) return <Skeleton height="16" data-testid="coaching-preferences-loading" />;
  if (mine.error)
    return (
      <Text color="red.700" role="alert">
        {t('coaching.prefs.loadFailed', { reason: errorText(t, mine.error) })}
      </Text>
    );
  const asked: CoachingChoices = save.isPending ? (save.variables ?? {}) : {};
  const coached = asked.coached ?? mine.data.coached;
  const hidden = asked.hideFromUpline ?? mine.data.hideFromUpline;
  const change = (choices: CoachingChoices) => save.mutate(choices, { onError: () => setRefusals((count) => count + 1) });
  const sponsor = mine.data.sponsor ? isolateInRtl(mine.data.sponsor.name) : t('coaching.prefs.yourSponsor');
  return (
    <Stack gap="4" key={refusals}>
      {mine.data.sponsor ? null : <Text fontSize="sm">{t('coaching.prefs.noSponsor')}</Text>}
      <Choice
        testId="coaching-coached"
        label={t('coaching.prefs.coached')}
        checked={coached}
        disabled={save.isPending}
        onChange={(checked) => change({ coached: checked })}
        explain={t(coached ? 'coaching.prefs.coachedOn' : 'coaching.prefs.coachedOff', { sponsor })}
      />
      <Choice
        testId="coaching-hide"
        label={t('coaching.prefs.hide')}
        checked={hidden}
        disabled={save.isPending}
        onChange={(checked) => change({ hideFromUpline: checked })}
        explain={hidden ? t('coaching.prefs.hideOn', { sponsor }) : t('coaching.prefs.hideOff')}
      />
      {save.error ? (
        <Text color="red.700" fontSize="sm" role="alert">
          {t('coaching.prefs.notSaved', { reason: errorText(t, save.error) })}
        </Text>
      ) : null}
    </Stack>
  );
}
