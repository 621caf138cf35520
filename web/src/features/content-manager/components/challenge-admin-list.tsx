/** Every challenge for admins, retired ones marked, with Edit and Retire / Restore. */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { useT } from '@/i18n';
import type { Challenge } from '@contract';

import { payloadOf, useAllChallenges, useUpdateChallenge } from '../api/challenge-writes';
import { KIND_LABELS } from './challenge-form';
import { TranslationMarks } from './translation-marks';

interface ChallengeAdminListProps {
  editingId: number | null;
  onEdit: (challenge: Challenge) => void;
}

export function ChallengeAdminList({ editingId, onEdit }: ChallengeAdminListProps) {
  const t = useT();
  const challenges = useAllChallenges();
  const toggle = useUpdateChallenge(() => undefined);
  let body;
  if (challenges.isPending) body = <LoadingState label={t('cm.challenge.loading')} lines={2} />;
  else if (challenges.isError) body = <ErrorState message={t('cm.challenge.failed')} onRetry={() => void challenges.refetch()} />;
  else if (challenges.data.length === 0) body = <EmptyState message={t('cm.challenge.none')} />;
  else
    body = (
      <Stack gap="2" data-testid="challenge-admin-list">
        {challenges.data.map((challenge) => (
          <HStack
            key={challenge.id}
            justify="space-between"
            gap="2"
            p="3"
            borderWidth="1px"
            borderRadius="md"
            borderColor={editingId === challenge.id ? 'brand.400' : 'brand.100'}
            wrap="wrap"
          >
            <Stack gap="0" minW="0" flex="1">
              <Text fontWeight="semibold" wordBreak="break-word" dir="auto">
                {challenge.title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('cm.challenge.kindTarget', { kind: t(KIND_LABELS[challenge.kind]), target: challenge.target })}
              </Text>
              <TranslationMarks kind="challenges" id={challenge.id} name={challenge.title} />
            </Stack>
            <HStack gap="2">
              {challenge.isActive ? (
                <Badge colorPalette="green">{t('cm.challenge.active')}</Badge>
              ) : (
                <Badge colorPalette="gray">{t('cm.challenge.retired')}</Badge>
              )}
              <Button size="xs" variant="outline" onClick={() => onEdit(challenge)} aria-label={t('cm.challenge.editNamed', { title: challenge.title })}>
                {t('cm.challenge.edit')}
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette={challenge.isActive ? 'red' : 'brand'}
                loading={toggle.isPending && toggle.variables?.id === challenge.id}
                onClick={() => toggle.mutate({ id: challenge.id, payload: { ...payloadOf(challenge), isActive: !challenge.isActive } })}
                aria-label={t(challenge.isActive ? 'cm.challenge.retireNamed' : 'cm.challenge.restoreNamed', { title: challenge.title })}
              >
                {t(challenge.isActive ? 'cm.challenge.retire' : 'cm.challenge.restore')}
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    );
  return <Box minW="0">{body}</Box>;
}
