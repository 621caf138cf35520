import { describe, expect, it, vi } from 'vitest';

import { sendWithShareSheet } from '../coaching-share';

const share = { text: "Hi Ana, it's Sam.", targets: [{ id: 'whatsapp' as const, label: 'WhatsApp', url: 'https://wa.me/?text=Hi' }] };

describe('sendWithShareSheet', () => {
  it('opens the phone’s share sheet with the text alone where there is one', async () => {
    const nav = { share: vi.fn().mockResolvedValue(undefined) };
    expect(await sendWithShareSheet(share, nav)).toBe('shared');
    expect(nav.share).toHaveBeenCalledWith({ text: share.text });
  });

  it('shows the links without a share sheet, or when the sheet refuses; nothing when the sponsor closes it', async () => {
    expect(await sendWithShareSheet(share, {} as Pick<Navigator, 'share'>)).toBe('links');
    expect(await sendWithShareSheet(share, { share: vi.fn().mockRejectedValue(new DOMException('no gesture', 'NotAllowedError')) })).toBe('links');
    expect(await sendWithShareSheet(share, { share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')) })).toBe('cancelled');
  });
});
