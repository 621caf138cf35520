/**
 * A link with a fragment (`/rewards#achievements`, `/league#daily-challenges`) lands on the panel
 * whose heading has that id: the panel is scrolled to just under the sticky header once it has
 * rendered, and kept there while what sits above it loads and grows (arriving from another page,
 * that pushed it out of view): for three seconds after it first shows (ten at most when it never
 * does), or until the learner scrolls on their own.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { holdInPlace } from '@/lib/hold-in-place';

/** How long the named panel is held in place, once it shows, while the content above it arrives. */
const HOLD_MS = 3000;
/** The longest the page waits for the named panel to show. */
const WAIT_MS = 10_000;
/** Room left between the sticky header and the panel. */
const GAP_PX = 8;

/** Scrolls the panel of `id` under the header; false while it has not rendered. */
function scrollToPanel(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  // A panel's own heading brings its whole panel (Panel labels its section by it); a heading inside a
  // panel ("Claimed rewards" in Rewards) is scrolled to itself.
  const section = element.closest('section');
  const target = section?.getAttribute('aria-labelledby') === id ? section : element;
  const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  window.scrollTo({ top: Math.max(0, target.getBoundingClientRect().top + window.scrollY - header - GAP_PX) });
  return true;
}

/** The element id a fragment names (`#daily-challenges`), or '' for none or a malformed one. */
export function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

export function useFragmentInView(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = fragmentId(hash);
    return id ? holdInPlace(() => scrollToPanel(id), HOLD_MS, WAIT_MS) : undefined;
  }, [hash]);
}
