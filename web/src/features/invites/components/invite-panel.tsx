/**
 * The invite panel (SPEC §2): invite count, copy the full signup link or the code only, one-click
 * shares, and the direct e-mail invitation.
 */
import { Badge, Box, Button, Code, Flex, HStack, Stack, Text } from '@chakra-ui/react';

import { CopyIcon, LinkIcon, UsersIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { notify } from '@/lib/toast';
import type { User } from '@/types/api';

import { inviteLink } from '../share-links';
import { InviteForm } from './invite-form';
import { ShareButtons } from './share-buttons';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('Copied!', `${what} copied to clipboard`);
  } catch {
    notify.error('Copy Failed', 'Could not copy to clipboard');
  }
}

export function InvitePanel({ user }: { user: User }) {
  const link = inviteLink(window.location.origin, user.inviteCode, user.name);
  return (
    <Panel
      title="Invite Friends"
      headingId="invite-panel"
      icon={UsersIcon}
      actions={
        <Badge colorPalette="brand" variant="solid" borderRadius="full" size="lg" data-testid="invite-count">
          {user.invites} {user.invites === 1 ? 'invite' : 'invites'}
        </Badge>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">
          Earn 10 tokens and 20 points for every friend who joins with your link.
        </Text>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1" display="flex" alignItems="center" gap="1">
            <LinkIcon /> Your invitation link
          </Text>
          <Code display="block" p="2" borderRadius="md" fontSize="xs" wordBreak="break-all" whiteSpace="normal" data-testid="invite-link">
            {link}
          </Code>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => void copy(link, 'Invitation link')}>
            <CopyIcon /> Copy Link
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void copy(user.inviteCode, 'Invite code')}>
            <CopyIcon /> Copy Code{' '}
            <Text as="span" fontFamily="mono">
              {user.inviteCode}
            </Text>
          </Button>
        </Flex>
        <HStack>
          <ShareButtons inviteCode={user.inviteCode} sponsor={user.name} />
        </HStack>
        <InviteForm />
      </Stack>
    </Panel>
  );
}
