import { Button } from '@chakra-ui/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { ModalBody, ModalDialog, ModalFooter, ModalHeader } from '../modal-dialog';

function Example({ open = true, onClose = () => undefined }: { open?: boolean; onClose?: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} testId="example-modal">
      <ModalHeader eyebrow="STATION 2" title="Build Your List" />
      <ModalBody>Long lesson text</ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>Cancel</Button>
      </ModalFooter>
    </ModalDialog>
  );
}

describe('ModalDialog', () => {
  it('is a dialog named by its title, with the eyebrow, a focusable scroll region and the footer', async () => {
    renderWithProviders(<Example />);
    const dialog = await screen.findByRole('dialog', { name: 'Build Your List' });
    expect(dialog.getAttribute('data-testid')).toBe('example-modal');
    expect(within(dialog).getByText('STATION 2')).toBeTruthy();
    expect(within(dialog).getByText('Long lesson text').closest('[tabindex="0"]')).toBeTruthy();
    // A body that fits says nothing about more below.
    expect(within(dialog).queryByTestId('modal-more-below')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('closes with its close button and with Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(<Example onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('says "More below" while its body is cut at the footer, and not once scrolled to the end', async () => {
    // jsdom lays nothing out: the body reports a content 120 px taller than its box.
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(760);
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    try {
      renderWithProviders(<Example />);
      const dialog = await screen.findByRole('dialog');
      expect((await within(dialog).findByTestId('modal-more-below')).textContent).toBe('More below ↓');
      const body = within(dialog).getByText('Long lesson text').closest('[tabindex="0"]') as HTMLElement;
      body.scrollTop = 120;
      fireEvent.scroll(body);
      await waitFor(() => expect(within(dialog).queryByTestId('modal-more-below')).toBeNull());
    } finally {
      scrollHeight.mockRestore();
      clientHeight.mockRestore();
    }
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<Example open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names a dialog whose title is only for screen readers', async () => {
    renderWithProviders(
      <ModalDialog open onClose={() => undefined}>
        <ModalBody>
          <ModalHeader title="Mission" srOnly />
          Loading mission...
        </ModalBody>
      </ModalDialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Mission' })).toBeTruthy();
  });
});
