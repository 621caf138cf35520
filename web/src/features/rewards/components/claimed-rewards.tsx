/**
 * Claimed rewards: every redemption, newest first, with what it delivered. A pack lists its items
 * (title and text) with a Copy button each; a manual reward says Pending until an admin delivers
 * it, then shows the delivery (its text, and a Download link to the delivered file: a signed URL,
 * the bucket being private to the learner and the admins); a refund says so with the reason.
 */
import { Badge, Box, Button, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';

import { CopyIcon, DownloadIcon } from '@/components/ui/icons';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { contentLang } from '@/features/courses';
import { useOnline } from '@/hooks/use-online';
import { useSignedFileUrl } from '@/hooks/use-signed-file-url';
import { isolateInRtl, useT } from '@/i18n';
import { copyToClipboard } from '@/lib/clipboard';
import { errorText } from '@/lib/error-text';
import { DELIVERY_BUCKET, type DeliveryFile, type LocaleCode, type Redemption } from '@contract';

import { useMyRedemptions } from '../api/get-redemptions';
import { statusBadge, statusLine } from '../redemption-status';

/** `lang`: a pack item's language as served (contentLang); absent for the admin's delivery text. */
function CopyBlock({ title, text, lang }: { title: string; text: string; lang?: LocaleCode }) {
  const t = useT();
  const attributes = contentLang(lang);
  return (
    <Box as="li" p="3" borderRadius="md" bg="gray.50" borderWidth="1px" borderColor="gray.200">
      <Flex align="start" justify="space-between" gap="2">
        <Text fontWeight="semibold" fontSize="sm" minW="0" overflowWrap="anywhere" {...attributes}>
          {title}
        </Text>
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          flexShrink={0}
          onClick={() => void copyToClipboard(text, title)}
          aria-label={t('rewards.copyWhat', { what: isolateInRtl(title) })}
        >
          <CopyIcon /> {t('rewards.copy')}
        </Button>
      </Flex>
      <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1" {...attributes}>
        {text}
      </Text>
    </Box>
  );
}

function DeliveredFileLink({ file }: { file: DeliveryFile }) {
  const t = useT();
  const online = useOnline();
  // The signed link needs the network: offline it is not asked for, and the page's one offline line
  // says why (rewards-panel.tsx), not the same error under every delivered file.
  const url = useSignedFileUrl(DELIVERY_BUCKET, file.path, file.name);
  if (!online) {
    return (
      <Text fontSize="sm" color="fg.muted" mt="2" data-testid="delivery-offline">
        {t('rewards.downloadOffline', { name: isolateInRtl(file.name) })}
      </Text>
    );
  }
  if (url.isPending) return <Skeleton height="5" width="40" mt="2" />;
  if (url.error) {
    return (
      <Text role="alert" fontSize="sm" color="red.600" mt="2">
        {errorText(t, url.error)}{' '}
        <Link as="button" onClick={() => void url.refetch()} color="brand.700" textDecoration="underline">
          {t('rewards.tryAgain')}
        </Link>
      </Text>
    );
  }
  return (
    <Link href={url.data} download={file.name} mt="2" display="inline-flex" gap="1" alignItems="center" fontSize="sm" fontWeight="semibold" color="brand.700">
      <DownloadIcon aria-hidden /> {t('rewards.download', { name: isolateInRtl(file.name) })}
    </Link>
  );
}

function ClaimedReward({ redemption }: { redemption: Redemption }) {
  const t = useT();
  const badge = statusBadge(redemption);
  return (
    <Box as="li" borderWidth="1px" borderColor="brand.100" borderRadius="lg" p="3" data-testid="claimed-reward" data-status={redemption.status}>
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold" {...contentLang(redemption.lang)}>
          {redemption.title}
        </Text>
        <Badge colorPalette={badge.palette} variant="subtle">
          {t(badge.label)}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {statusLine(t, redemption)}
      </Text>
      {redemption.items.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" mt="2" p="0" aria-label={t('rewards.items', { title: isolateInRtl(redemption.title) })}>
          {redemption.items.map((item) => (
            <CopyBlock key={item.id} title={item.title} text={item.body} lang={item.lang} />
          ))}
        </Stack>
      ) : null}
      {redemption.status === 'fulfilled' && redemption.delivery ? (
        <Stack as="ul" listStyleType="none" m="0" mt="2" p="0">
          <CopyBlock title={t('rewards.delivered')} text={redemption.delivery} />
        </Stack>
      ) : null}
      {redemption.status === 'fulfilled' && redemption.deliveryFile ? <DeliveredFileLink file={redemption.deliveryFile} /> : null}
    </Box>
  );
}

export function ClaimedRewards({ userId }: { userId: string }) {
  const t = useT();
  const redemptions = useMyRedemptions(userId);
  if (redemptions.isPending) return <LoadingState label={t('rewards.claimed.loading')} lines={1} />;
  if (redemptions.error) {
    return <ErrorState message={t('rewards.claimed.error', { reason: errorText(t, redemptions.error) })} onRetry={() => void redemptions.refetch()} />;
  }
  if (redemptions.data.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('rewards.claimed.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="claimed-rewards" maxH="32rem" overflowY="auto">
      {redemptions.data.map((redemption) => (
        <ClaimedReward key={redemption.id} redemption={redemption} />
      ))}
    </Stack>
  );
}
