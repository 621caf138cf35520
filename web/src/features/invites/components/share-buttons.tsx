import { Button, Wrap } from '@chakra-ui/react';

import { MailIcon, ShareIcon } from '@/components/ui/icons';
import { notify } from '@/lib/toast';

import { popupFeatures, shareUrl, type ShareNetwork } from '../share-links';

const buttons: { network: ShareNetwork; label: string; bg: string }[] = [
  { network: 'facebook', label: 'Facebook', bg: '#1659c7' },
  { network: 'twitter', label: 'Twitter', bg: '#0f1419' },
  { network: 'whatsapp', label: 'WhatsApp', bg: '#0b7a3e' },
  { network: 'email', label: 'Email', bg: '#5b3a0b' },
];

export function openShare(network: ShareNetwork, inviteCode: string, sponsor: string) {
  const url = shareUrl(network, window.location.origin, inviteCode, sponsor);
  if (network === 'email') {
    window.location.href = url;
  } else {
    window.open(url, `share-${network}`, popupFeatures(window.screen.width, window.screen.height));
  }
  notify.success('Sharing!', `Opening ${network === 'email' ? 'your e-mail app' : network}...`);
}

/** One-click shares (docs/product.md#invitations-and-referrals); LinkedIn is supported by openShare without a button. */
export function ShareButtons({ inviteCode, sponsor }: { inviteCode: string; sponsor: string }) {
  return (
    <Wrap gap="2">
      {buttons.map(({ network, label, bg }) => (
        <Button
          key={network}
          size="sm"
          bg={bg}
          color="white"
          _hover={{ opacity: 0.9 }}
          onClick={() => openShare(network, inviteCode, sponsor)}
          aria-label={`Share on ${label}`}
        >
          {network === 'email' ? <MailIcon /> : <ShareIcon />}
          {label}
        </Button>
      ))}
    </Wrap>
  );
}
