/** The language a translation form writes in: Spanish or Arabic, each named in the admin's language with its own name beside it. */
import { Button, chakra, HStack } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { languageLabel, TRANSLATION_LANGUAGES, type TranslationLocale } from '../translation-form';

export function LanguageSwitch({ locale, onChange }: { locale: TranslationLocale; onChange: (locale: TranslationLocale) => void }) {
  const t = useT();
  return (
    <HStack role="group" aria-label={t('cm.tr.languageGroup')} gap="2" wrap="wrap">
      {TRANSLATION_LANGUAGES.map((language) => {
        const label = languageLabel(t, language.locale);
        return (
          <Button
            key={language.locale}
            size="sm"
            colorPalette="brand"
            variant={language.locale === locale ? 'solid' : 'outline'}
            aria-pressed={language.locale === locale}
            onClick={() => onChange(language.locale)}
          >
            {label}
            {/* Its own name beside it, unless the admin's language already names it so. */}
            {label === language.native ? null : (
              <chakra.span lang={language.locale} dir={language.dir} fontWeight="normal">
                ({language.native})
              </chakra.span>
            )}
          </Button>
        );
      })}
    </HStack>
  );
}
