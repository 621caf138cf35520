/**
 * "Coaching" on the profile page (docs/product.md#coaching): "Let my sponsor coach me" and "Hide my
 * activity from people above my sponsor", each saved on its own (PUT /api/users/{id}/coaching; the
 * server takes only true or false). A refused save leaves the switch where it was and says why.
 */
import { Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { describeError } from '@/lib/api-client';

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
  const mine = useMyCoaching(userId);
  const save = useSetCoaching(userId);
  // A refused save: the switches are drawn afresh from the saved values.
  const [refusals, setRefusals] = useState(0);
  if (mine.isPending) return <Skeleton height="16" data-testid="coaching-preferences-loading" />;
  if (mine.error)
    return (
      <Text color="red.700" role="alert">
        Could not load your coaching preferences. {describeError(mine.error)}
      </Text>
    );
  const asked: CoachingChoices = save.isPending ? (save.variables ?? {}) : {};
  const coached = asked.coached ?? mine.data.coached;
  const hidden = asked.hideFromUpline ?? mine.data.hideFromUpline;
  const change = (choices: CoachingChoices) => save.mutate(choices, { onError: () => setRefusals((count) => count + 1) });
  const sponsor = mine.data.sponsor?.name ?? 'your sponsor';
  return (
    <Stack gap="4" key={refusals}>
      {mine.data.sponsor ? null : (
        <Text fontSize="sm">You joined without a sponsor's link, so nobody coaches you yet. These choices apply if that changes.</Text>
      )}
      <Choice
        testId="coaching-coached"
        label="Let my sponsor coach me"
        checked={coached}
        disabled={save.isPending}
        onChange={(checked) => change({ coached: checked })}
        explain={
          coached
            ? `On: ${sponsor} sees when you finish a station or a course, or need a hand, and can cheer you on.`
            : `Off: ${sponsor} gets no tasks about you. A question you ask still reaches them.`
        }
      />
      <Choice
        testId="coaching-hide"
        label="Hide my activity from people above my sponsor"
        checked={hidden}
        disabled={save.isPending}
        onChange={(checked) => change({ hideFromUpline: checked })}
        explain={
          hidden
            ? `On: only ${sponsor} sees your progress; it is not counted in the weekly team lines of anyone above them.`
            : 'Off: your stations and courses count in the weekly team lines of the people above your sponsor (never your name or details).'
        }
      />
      {save.error ? (
        <Text color="red.700" fontSize="sm" role="alert">
          Not saved: {describeError(save.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
