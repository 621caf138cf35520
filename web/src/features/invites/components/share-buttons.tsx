import { Button, Wrap } from '@chakra-ui/react';

import { MailIcon, ShareIcon } from '@/components/ui/icons';
import { shownT, useT, type MessageId } from '@/i18n';
import { notify } from '@/lib/toast';

import { popupFeatures, shareUrl, type ShareNetwork } from '../share-links';

/** The networks' names are their own in every language; the e-mail button's is a word (`word`). */
const buttons: { network: ShareNetwork; name?: string; word?: MessageId; bg: string }[] = [
  { network: 'facebook', name: 'Facebook', bg: '#1659c7' },
  { network: 'twitter', name: 'Twitter', bg: '#0f1419' },
  { network: 'whatsapp', name: 'WhatsApp', bg: '#0b7a3e' },
  { network: 'email', word: 'invite.share.email', bg: '#5b3a0b' },
];

/** Opens a share, its words in the screen's language (the friend reads what the sharer saw). */
export function openShare(network: ShareNetwork, inviteCode: string, sponsor: string) {
  const url = shareUrl(network, window.location.origin, inviteCode, sponsor, {
    text: shownT('invite.shareText'),
    subject: shownT('invite.shareSubject'),
  });
  if (network === 'email') {
    window.location.href = url;
  } else {
    window.open(url, `share-${network}`, popupFeatures(window.screen.width, window.screen.height));
  }
  notify.success(shownT('invite.sharing'), shownT('invite.opening', { target: network === 'email' ? shownT('invite.emailApp') : network }));
}

/** One-click shares (docs/product.md#invitations-and-referrals); LinkedIn is supported by openShare without a button. */
export function ShareButtons({ inviteCode, sponsor }: { inviteCode: string; sponsor: string }) {
  const t = useT();
  return (
    <Wrap gap="2">
      {buttons.map(({ network, name, word, bg }) => {
        const label = word ? t(word) : (name ?? network);
        return (
          <Button
            key={network}
            size="sm"
            bg={bg}
            color="white"
            _hover={{ opacity: 0.9 }}
            onClick={() => openShare(network, inviteCode, sponsor)}
            aria-label={t('invite.shareOn', { network: label })}
          >
            {network === 'email' ? <MailIcon /> : <ShareIcon />}
            {label}
          </Button>
        );
      })}
    </Wrap>
  );
}
