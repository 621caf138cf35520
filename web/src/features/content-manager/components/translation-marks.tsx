/**
 * The marks on a text that needs its Spanish or Arabic (translation-needs.ts): "Spanish out of date",
 * "Arabic missing", each a button that opens that text's translation in the Translations section
 * (the content manager provides where: TranslationNavigation). The stations have no form (their
 * translations ship with the product data), so their marks are only words.
 */
import { Badge, Button, HStack } from '@chakra-ui/react';
import { createContext, useContext, useState, type ReactNode } from 'react';

import { useT } from '@/i18n';
import type { CoverageKind } from '@contract';

import { useTranslationCoverage } from '../api/translations';
import { needLabel, needsIndex, needsOf, type NeedsIndex } from '../translation-needs';
import type { TranslationLocale } from '../translation-form';

/** A text's translation to open: which text, in which language, and where it sits (a quiz's course, a pack item's reward). */
export interface TranslationTarget {
  kind: CoverageKind;
  key: string;
  locale: TranslationLocale;
  courseId?: number;
  rewardId?: string;
}

/** A mark's ask to open a text's translation; `seq` tells a second tap on the same mark from the first. */
export interface TranslationRequest {
  target: TranslationTarget;
  seq: number;
}

/** When a new request names a text of this chooser (`pick` reads its key from the target), chooses it. */
export function useRequestedKey(request: TranslationRequest | null, pick: (target: TranslationTarget) => string | undefined, choose: (key: string) => void) {
  const [followed, setFollowed] = useState<number>();
  if (request && request.seq !== followed) {
    setFollowed(request.seq);
    const key = pick(request.target);
    if (key !== undefined) choose(key);
  }
}

const OpenContext = createContext<((target: TranslationTarget) => void) | null>(null);

/** Where a mark's tap goes: the content manager opens the text's translation form. */
export function TranslationNavigation({ open, children }: { open: (target: TranslationTarget) => void; children: ReactNode }) {
  return <OpenContext.Provider value={open}>{children}</OpenContext.Provider>;
}

/** The texts that need a translation, from the coverage read (empty while it loads or when it failed: the coverage line says so). */
export function useNeedsIndex(): NeedsIndex {
  const coverage = useTranslationCoverage();
  return needsIndex(coverage.data);
}

/** The id of the element a text's translation form sits in, which a mark's tap scrolls to. */
export const translationAnchor = (kind: CoverageKind, key: string | number) => `translation-of-${kind}-${key}`;

interface TranslationMarksProps {
  kind: CoverageKind;
  id: string | number;
  /** The text's name, for the button's accessible name ("Spanish missing: translate “Prospecting 101”"). */
  name: string;
  /** Only this language's marks (a form in the Translations section says the others). */
  locale?: TranslationLocale;
}

export function TranslationMarks({ kind, id, name, locale }: TranslationMarksProps) {
  const t = useT();
  const open = useContext(OpenContext);
  const needs = needsOf(useNeedsIndex(), kind, id, locale);
  if (needs.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap" data-testid="translation-marks">
      {needs.map((need) => {
        const label = needLabel(t, need);
        const palette = need.state === 'outOfDate' ? 'orange' : 'gray';
        if (!open || kind === 'missions')
          return (
            <Badge key={need.locale} colorPalette={palette} variant="subtle" data-testid={`translation-mark-${need.locale}`}>
              {label}
            </Badge>
          );
        return (
          <Button
            key={need.locale}
            size="2xs"
            variant="subtle"
            colorPalette={palette}
            aria-label={t('cm.need.open', { mark: label, title: name })}
            data-testid={`translation-mark-${need.locale}`}
            onClick={() => open({ kind, key: String(id), locale: need.locale, courseId: need.courseId, rewardId: need.rewardId })}
          >
            {label}
          </Button>
        );
      })}
    </HStack>
  );
}

/**
 * Scrolls to a text's translation form and moves focus to it once it is on the page (its translations
 * load first); gives up after a few seconds (a text whose form is not shown, a General quiz's). Returns
 * what stops it.
 */
export function revealWhenThere(id: string): () => void {
  let tries = 0;
  const timer = window.setInterval(() => {
    tries += 1;
    const element = document.getElementById(id);
    if (!element && tries < 100) return;
    window.clearInterval(timer);
    element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    element?.focus({ preventScroll: true });
  }, 100);
  return () => window.clearInterval(timer);
}
