/**
 * Invitation links (docs/product.md#invitations-and-referrals): the signup link carries ref (invite code), sponsor
 * (name) and source (direct or a network's name); each network's share URL wraps that link. Shares
 * open in a 600 by 400 popup.
 */
export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'linkedin';

export const SHARE_POPUP = { width: 600, height: 400 } as const;

/**
 * A query value as people read it: letters, marks and digits of any script stay as they are
 * ("Fernández", "سارة"), a space is "+", and only what the query's syntax or a chat's link finder
 * needs (`&`, `=`, `#`, `%`, `+`, punctuation, other spaces, controls) is percent-encoded. The link is
 * then an IRI: browsers send it UTF-8 percent-encoded, and the sign-up page's URLSearchParams reads
 * the same name back. Why: "Fern%C3%A1ndez" on /invite and in every copied or shared message.
 */
const keptAsIs = (char: string) => /^[A-Za-z0-9\-._~]$/.test(char) || (char.codePointAt(0)! > 0x7f && /^[\p{L}\p{M}\p{N}]$/u.test(char));

function readableValue(value: string): string {
  return Array.from(value)
    .map((char) => (char === ' ' ? '+' : keptAsIs(char) ? char : encodeURIComponent(char)))
    .join('');
}

export function inviteLink(origin: string, inviteCode: string, sponsor: string, source = 'direct'): string {
  const params = Object.entries({ ref: inviteCode, sponsor, source }).map(([key, value]) => `${key}=${readableValue(value)}`);
  return `${origin}/signup?${params.join('&')}`;
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
