/**
 * What a translation's save or removal says (docs/product.md#content-manager), in the admin's
 * language: read when the form's hooks run, so a language chosen since is the one spoken.
 */
import { shownT } from '@/i18n';

import { languageName, type TranslationLocale } from '../translation-form';

/** The success toast (naming the language and the text) and the failure's words of a save (`saves`) or a removal. */
export function translationToasts(saves: boolean) {
  return {
    success: (_: unknown, { locale, name }: { locale: TranslationLocale; name: string }) => {
      const language = languageName(shownT, locale);
      return saves
        ? { title: shownT('cm.tr.toast.saved'), description: shownT('cm.tr.toast.savedText', { language, name }) }
        : { title: shownT('cm.tr.toast.removed'), description: shownT('cm.tr.toast.removedText', { language, name }) };
    },
    failure: { title: shownT('cm.tr.toast.error'), prefix: shownT(saves ? 'cm.tr.toast.saveFailed' : 'cm.tr.toast.removeFailed') },
  };
}
