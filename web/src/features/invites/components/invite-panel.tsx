/**
 * The invite panel (docs/product.md#invitations-and-referrals): invite count, copy the full signup link or the code only, one-click
 * shares, the direct e-mail invitation, and the learner's referrals with the enrolment bonus.
 */
import { Badge, Box, Button, Code, Flex, HStack, Stack, Text } from '@chakra-ui/react';

import { CopyIcon, LinkIcon, UsersIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { useSettings } from '@/hooks/use-settings';
import { useT } from '@/i18n';
import { copyToClipboard } from '@/lib/clipboard';
import type { User } from '@contract';

import { inviteLink } from '../share-links';
import { InviteForm } from './invite-form';
import { ReferralList } from './referral-list';
import { ShareButtons } from './share-buttons';

/** `teamAbove`: shown under My Team (/team), which lists the people who joined: see ReferralList. */
export function InvitePanel({ user, teamAbove = false }: { user: User; teamAbove?: boolean }) {
  const t = useT();
  const reward = useSettings().data?.referral;
  const link = inviteLink(window.location.origin, user.inviteCode, user.name);
  return (
    <Panel
      title={t('invite.title')}
      headingId="invite-panel"
      icon={UsersIcon}
      actions={
        <Badge colorPalette="brand" variant="solid" borderRadius="full" size="lg" data-testid="invite-count">
          {/* `invites` counts the people who joined with the link, not the e-mails sent (the referral list counts those). */}
          {t('invite.joined', { count: user.invites })}
        </Badge>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{reward ? t('invite.earn', { tokens: reward.tokens, points: reward.points }) : t('invite.earnUnknown')}</Text>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1" display="flex" alignItems="center" gap="1">
            <LinkIcon /> {t('invite.link')}
          </Text>
          {/* An address: left to right, set apart, on an Arabic page too. */}
          <Code display="block" dir="ltr" p="2" borderRadius="md" fontSize="xs" wordBreak="break-all" whiteSpace="normal" data-testid="invite-link">
            {link}
          </Code>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => void copyToClipboard(link, t('invite.copiedLink'))}>
            <CopyIcon /> {t('invite.copyLink')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void copyToClipboard(user.inviteCode, t('invite.copiedCode'))}>
            <CopyIcon /> {t('invite.copyCode')}{' '}
            <Text as="span" fontFamily="mono" dir="ltr">
              {user.inviteCode}
            </Text>
          </Button>
        </Flex>
        <HStack>
          <ShareButtons inviteCode={user.inviteCode} sponsor={user.name} />
        </HStack>
        <InviteForm />
        <ReferralList user={user} teamAbove={teamAbove} />
      </Stack>
    </Panel>
  );
}
