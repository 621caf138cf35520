import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { GettingStartedGuide } from '../components/getting-started-guide';

describe('Getting Started Guide', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  it('offers Play/Pause, Restart and Start Learning Now; no Voice without speech synthesis', () => {
    renderWithProviders(<GettingStartedGuide />);
    expect(screen.getByTestId('guide-scene-title').textContent).toBe('Welcome aboard');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scene 3: Earn tokens and points' }));
    expect(screen.getByTestId('guide-scene-title').textContent).toBe('Earn tokens and points');
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByTestId('guide-scene-title').textContent).toBe('Welcome aboard');
    expect(screen.queryByRole('button', { name: /Voice/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start Learning Now' }).getAttribute('href')).toBe('/courses');
  });

  it('on /courses, under the list, Start Learning Now takes the learner up to the list instead of going nowhere', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderWithProviders(
      <main>
        <h1 tabIndex={-1}>Courses</h1>
        <GettingStartedGuide />
      </main>,
      { url: '/courses' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Start Learning Now' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement?.textContent).toBe('Courses');
    expect(router.state.location.pathname).toBe('/courses');
    scrollTo.mockRestore();
  });

  it('offers the Voice toggle where speech synthesis exists', () => {
    Object.defineProperty(window, 'speechSynthesis', { value: { speak: () => undefined, cancel: () => undefined }, configurable: true });
    renderWithProviders(<GettingStartedGuide />);
    const voice = screen.getByRole('button', { name: /Voice Off/ });
    expect(voice.getAttribute('aria-pressed')).toBe('false');
  });
});
