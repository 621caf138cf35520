import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Reveal = typeof import('../reveal-near-viewport');

/** A stand-in IntersectionObserver (jsdom has none) whose callbacks the test fires by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  intersect(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/** A stand-in requestIdleCallback: idle periods happen only when the test says so. */
const idle: IdleRequestCallback[] = [];
function idlePeriod() {
  const run = idle.shift();
  act(() => run?.({ didTimeout: false, timeRemaining: () => 50 }));
}

function panel(reveal: Reveal, name: string) {
  return function Panel() {
    const ref = useRef<HTMLDivElement>(null);
    const revealed = reveal.useRevealed(ref);
    return revealed ? <h2 id={`${name}-heading`}>{name}</h2> : <div ref={ref} data-testid={`${name}-placeholder`} />;
  };
}

// The module remembers "every panel revealed" for the page's life: each test gets a fresh copy.
async function freshModule(): Promise<Reveal> {
  vi.resetModules();
  return import('../reveal-near-viewport');
}

describe('dashboard panels that render near the viewport', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    idle.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps a panel a placeholder until it comes within the look-ahead margin, then renders it for good', async () => {
    const reveal = await freshModule();
    const Guide = panel(reveal, 'guide');
    render(<Guide />);
    expect(screen.getByTestId('guide-placeholder')).toBeTruthy();
    const [observer] = FakeObserver.all;
    expect(observer?.options.rootMargin).toBe(`0px 0px ${reveal.REVEAL_MARGIN} 0px`);
    observer!.intersect(false);
    expect(screen.queryByText('guide')).toBeNull();
    observer!.intersect(true);
    expect(screen.getByRole('heading', { name: 'guide' })).toBeTruthy();
    expect(observer!.disconnected).toBe(true);
  });

  it('renders the panels without a scroll once the page is idle, one per idle period in page order', async () => {
    const reveal = await freshModule();
    const Guide = panel(reveal, 'guide');
    const Rewards = panel(reveal, 'rewards');
    render(
      <>
        <Guide />
        <Rewards />
      </>,
    );
    expect(screen.getAllByTestId(/-placeholder$/)).toHaveLength(2);
    idlePeriod(); // jsdom's page has loaded: the first idle period reveals the first panel
    expect(screen.getByRole('heading', { name: 'guide' })).toBeTruthy();
    expect(screen.getByTestId('rewards-placeholder')).toBeTruthy();
    idlePeriod();
    expect(screen.getByRole('heading', { name: 'rewards' })).toBeTruthy();
    expect(screen.queryAllByTestId(/-placeholder$/)).toHaveLength(0);
  });

  it('reveals every panel at the first Tab, so keyboard users do not skip them', async () => {
    const reveal = await freshModule();
    const Guide = panel(reveal, 'guide');
    const Rewards = panel(reveal, 'rewards');
    render(
      <>
        <Guide />
        <Rewards />
      </>,
    );
    fireEvent.keyDown(document, { key: 'a' });
    expect(screen.getAllByTestId(/-placeholder$/)).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('heading', { name: 'guide' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'rewards' })).toBeTruthy();
  });

  it('renders at once where the browser has no IntersectionObserver', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    const reveal = await freshModule();
    const Guide = panel(reveal, 'guide');
    render(<Guide />);
    expect(screen.getByRole('heading', { name: 'guide' })).toBeTruthy();
  });

  it('finds an element once its panel has rendered (the calculator bringing the invite panel into view)', async () => {
    const reveal = await freshModule();
    const Invite = panel(reveal, 'invite');
    render(<Invite />);
    expect(document.getElementById('invite-heading')).toBeNull();
    let found: HTMLElement | null = null;
    await act(async () => {
      found = await reveal.revealElement('invite-heading');
    });
    expect(found).toBe(document.getElementById('invite-heading'));
  });

  it('gives up on an element that never appears after ten seconds', async () => {
    const reveal = await freshModule();
    vi.useFakeTimers();
    const waiting = reveal.revealElement('no-such-heading');
    vi.advanceTimersByTime(10_000);
    await expect(waiting).resolves.toBeNull();
  });
});
