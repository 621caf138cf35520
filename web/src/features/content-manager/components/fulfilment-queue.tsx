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
import { notify } from '@/lib/toast';
import { describeError } from '@/lib/api-client';
import { DELIVERY_BUCKET, type QueuedRedemption } from '@contract';

import { useFulfilmentQueue, useSettleRedemption } from '../api/reward-writes';
import { useFileUpload } from '../api/use-file-upload';
import { fileProblem } from '../material-file';
import { TextareaField } from './form-fields';
import { MaterialFileField, UploadProgress } from './material-file-field';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function PendingRedemption({ redemption }: { redemption: QueuedRedemption }) {
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
      notify.error('Missing Text', 'Say why it cannot be delivered first.');
      return;
    }
    if (action === 'refund') {
      settle.mutate({ redemption, action, reason: value });
      return;
    }
    if (!value && !file) {
      notify.error('Missing Delivery', 'Describe what you delivered or attach the file first.');
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
      <TextareaField
        label={`What you delivered to ${redemption.learner} (or why you refund)`}
        value={text}
        onValueChange={setText}
        rows={3}
        maxLength={10000}
      />
      <MaterialFileField
        key={fileKey}
        label="Delivered file"
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
          Mark as Delivered
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={settle.isPending && settle.variables?.action === 'refund'}
          disabled={busy}
          onClick={() => act('refund')}
        >
          Refund {redemption.cost} Tokens
        </Button>
      </HStack>
    </Stack>
  );
}

function QueueEntry({ redemption }: { redemption: QueuedRedemption }) {
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
          {redemption.title} for {redemption.learner}
        </Text>
        <Badge colorPalette={pending ? 'gold' : redemption.status === 'refunded' ? 'gray' : 'brand'} variant="subtle">
          {pending ? 'Pending' : redemption.status === 'refunded' ? 'Refunded' : 'Delivered'}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {redemption.learnerEmail ?? 'no e-mail'} · redeemed {when.format(new Date(redemption.createdAt))}
        {redemption.settledAt ? ` · settled ${when.format(new Date(redemption.settledAt))}` : ''}
      </Text>
      {pending ? <PendingRedemption redemption={redemption} /> : null}
      {!pending ? (
        <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={3}>
          {redemption.delivery ?? redemption.refundReason}
        </Text>
      ) : null}
      {redemption.deliveryFile ? (
        <Text fontSize="sm" color="fg.muted" mt="1" overflowWrap="anywhere">
          File: {redemption.deliveryFile.name}
        </Text>
      ) : null}
    </Box>
  );
}

export function FulfilmentQueue() {
  const queue = useFulfilmentQueue();
  return (
    <Box minW="0">
      {queue.isPending ? <LoadingState label="Loading the queue..." lines={2} /> : null}
      {queue.error ? <ErrorState message={`Could not load the fulfilment queue. ${describeError(queue.error)}`} onRetry={() => void queue.refetch()} /> : null}
      {queue.data && queue.data.length === 0 ? <EmptyState message="Nothing to deliver. Redemptions a person fulfils appear here." /> : null}
      {queue.data && queue.data.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Redemptions to deliver">
          {queue.data.map((redemption) => (
            <QueueEntry key={redemption.id} redemption={redemption} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
