/** A coaching message ready to send: its text and the WhatsApp, SMS and e-mail links (no recipient in any). */
import { Box, Button, HStack, Text } from '@chakra-ui/react';

import { ExternalLinkIcon } from '@/components/ui/icons';
import { useT } from '@/i18n';

import type { Share } from '../coaching-share';

export function ShareLinks({ share, name }: { share: Share; name: string }) {
  const t = useT();
  return (
    <Box mt="3" p="3" borderRadius="md" bg="brand.50" data-testid="coaching-share">
      <Text fontSize="sm" fontWeight="semibold" color="brand.800">
        {t('coaching.share.title', { name })}
      </Text>
      <Text fontSize="sm" mt="1" overflowWrap="anywhere">
        {share.text}
      </Text>
      <HStack gap="2" mt="2" wrap="wrap" aria-label={t('coaching.share.with')}>
        {share.targets.map((target) => (
          <Button key={target.id} asChild size="sm" variant="outline" colorPalette="brand" bg="white">
            <a href={target.url} target="_blank" rel="noopener noreferrer">
              {target.label} <ExternalLinkIcon />
            </a>
          </Button>
        ))}
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="2">
        {t('coaching.share.hint')}
      </Text>
    </Box>
  );
}
