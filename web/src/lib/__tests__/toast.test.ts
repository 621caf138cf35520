import { describe, expect, it } from 'vitest';

import { dismissToast, getToasts, toast, TOAST_DURATION_MS, TOAST_LIMIT } from '../toast';

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the current one', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second', status: 'error' });
    expect(getToasts().map((entry) => entry.title)).toEqual(['Second']);
  });

  it('lasts 5000 ms by default', () => {
    toast({ title: 'Hello' });
    expect(getToasts()[0]?.duration).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('hides a dismissed toast but keeps it until the remove delay', () => {
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()).toMatchObject([{ id, open: false }]);
  });
});
