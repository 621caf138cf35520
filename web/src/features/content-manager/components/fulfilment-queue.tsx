/**
 * The fulfilment queue (docs/product.md#rewards): redemptions a person delivers (warm leads),
 * oldest first, then the latest settled ones. Deliver one by describing what was delivered and/or
 * attaching the delivered file (uploaded with progress to the private `reward-deliveries` bucket;
 * the learner sees both and is e-mailed), or refund it with a reason (the tokens go back, once).
 */
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { useSettings } from '@/hooks/use-settings';
import { formatDayAndTime, isolateInRtl, shownT, useT } from '@/i18n';
import { notify } from '@/lib/toast';
import { errorText } from '@/lib/error-text';
import { DELIVERY_BUCKET, type QueuedRedemption } from '@contract';

import { useFulfilmentQueue, useSettleRedemption } from '../api/reward-writes';
import { useFileUpload } from '../api/use-file-upload';
import { fileProblem } from '../material-file';
import { TextareaField } from './form-fields';
import { MaterialFileField, UploadProgress } from './material-file-field';

const when = (at: string) => formatDayAndTime(new Date(at));

function PendingRedemption({ redemption }: { redemption: QueuedRedemption }) {
  const t = useT();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const maxBytes = useSettings().data?.materials.maxBytes;
  const upload = useFileUpload(DELIVERY_BUCKET);
  const settle = useSettleRedemption(() => {
    setText('');
    setFile(null);
    setFileKey((key) => key + 1);
  });
  const problem = file && maxBytes !== undefined ? fileProblem(file, maxBytes) : null;
  const busy = settle.isPending || upload.progress !== null;
  const act = (action: 'fulfil' | 'refund') => {
    const value = text.trim();
    if (action === 'refund' && !value) {
      notify.error(shownT('cm.queue.missingText'), shownT('cm.queue.missingTextHint'));
      return;
    }
    if (action === 'refund') {
      settle.mutate({ redemption, action, reason: value });
      return;
    }
    if (!value && !file) {
      notify.error(shownT('cm.queue.missingDelivery'), shownT('cm.queue.missingDeliveryHint'));
      return;
    }
    if (problem) return;
    const delivery = value || undefined;
    if (!file) {
      settle.mutate({ redemption, action, delivery });
      return;
    }
    void upload.run(redemption.id, file, (path) => settle.mutateAsync({ redemption, action, delivery, file: { path, name: file.name } }));
  };
  return (
    <Stack gap="2" mt="2">
      <TextareaField label={t('cm.queue.deliveredLabel', { learner: redemption.learner })} value={text} onValueChange={setText} rows={3} maxLength={10000} />
      <MaterialFileField
        key={fileKey}
        label={t('cm.queue.file')}
        file={file}
        problem={problem}
        maxBytes={maxBytes}
        disabled={busy || maxBytes === undefined}
        onFile={setFile}
      />
      <UploadProgress progress={upload.progress} error={upload.error} />
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          loading={(settle.isPending && settle.variables?.action === 'fulfil') || upload.progress !== null}
          disabled={busy || problem !== null}
          onClick={() => act('fulfil')}
        >
          {t('cm.queue.deliver')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={settle.isPending && settle.variables?.action === 'refund'}
          disabled={busy}
          onClick={() => act('refund')}
        >
          {t('cm.queue.refund', { count: redemption.cost })}
        </Button>
      </HStack>
    </Stack>
  );
}

function QueueEntry({ redemption }: { redemption: QueuedRedemption }) {
  const t = useT();
  const pending = redemption.status === 'pending';
  return (
    <Box
      as="li"
      p="3"
      borderRadius="lg"
      borderWidth="1px"
      borderColor={pending ? 'gold.200' : 'gray.200'}
      data-testid="fulfilment"
      data-status={redemption.status}
    >
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {t('cm.queue.entry', { title: redemption.title, learner: redemption.learner })}
        </Text>
        <Badge colorPalette={pending ? 'gold' : redemption.status === 'refunded' ? 'gray' : 'brand'} variant="subtle">
          {t(pending ? 'cm.queue.pending' : redemption.status === 'refunded' ? 'cm.queue.refunded' : 'cm.queue.delivered')}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {t('cm.queue.redeemed', { email: redemption.learnerEmail ?? t('cm.queue.noEmail'), when: when(redemption.createdAt) })}
        {redemption.settledAt ? t('cm.queue.settled', { when: when(redemption.settledAt) }) : ''}
      </Text>
      {pending ? <PendingRedemption redemption={redemption} /> : null}
      {!pending ? (
        <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={3}>
          {redemption.delivery ?? redemption.refundReason}
        </Text>
      ) : null}
      {redemption.deliveryFile ? (
        <Text fontSize="sm" color="fg.muted" mt="1" overflowWrap="anywhere">
          {t('cm.queue.fileName', { name: isolateInRtl(redemption.deliveryFile.name) })}
        </Text>
      ) : null}
    </Box>
  );
}

export function FulfilmentQueue() {
  const t = useT();
  const queue = useFulfilmentQueue();
  return (
    <Box minW="0">
      {queue.isPending ? <LoadingState label={t('cm.queue.loading')} lines={2} /> : null}
      {queue.error ? <ErrorState message={t('cm.queue.failed', { reason: errorText(t, queue.error) })} onRetry={() => void queue.refetch()} /> : null}
      {queue.data && queue.data.length === 0 ? <EmptyState message={t('cm.queue.none')} /> : null}
      {queue.data && queue.data.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t('cm.queue.list')}>
          {queue.data.map((redemption) => (
            <QueueEntry key={redemption.id} redemption={redemption} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
