import { useLayoutEffect } from 'react';

import { setScreenTranslated } from '@/i18n';

/**
 * `<html lang dir>` and the shell's words for the screen on show: the learner's language where the
 * screen is translated, else English (docs/decisions.md, "Languages").
 */
export function ScreenLanguage({ translated }: { translated: boolean }) {
  // Before the paint, so an untranslated screen is never drawn right to left first, nor its header in another language.
  useLayoutEffect(() => setScreenTranslated(translated), [translated]);
  return null;
}
