/**
 * Invitation links (docs/product.md#invitations-and-referrals): the signup link carries ref (invite code), sponsor
 * (name) and source (direct or a network's name); each network's share URL wraps that link. Shares
 * open in a 600 by 400 popup.
 */
export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'linkedin';

export const SHARE_POPUP = { width: 600, height: 400 } as const;

export function inviteLink(origin: string, inviteCode: string, sponsor: string, source = 'direct'): string {
  const params = new URLSearchParams({ ref: inviteCode, sponsor, source });
  return `${origin}/signup?${params.toString()}`;
}

/** What a share says around the link, in the sharer's language: the message, and an e-mail's subject. */
export interface ShareWords {
  text: string;
  subject: string;
}

export function shareUrl(network: ShareNetwork, origin: string, inviteCode: string, sponsor: string, words: ShareWords): string {
  const link = encodeURIComponent(inviteLink(origin, inviteCode, sponsor, network));
  const text = encodeURIComponent(words.text);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${link}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${text}&url=${link}`;
    case 'whatsapp':
      return `https://wa.me/?text=${text}%20${link}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${link}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(words.subject)}&body=${text}%20${link}`;
  }
}

export function popupFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screenHeight - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`;
}
