/** The language a translation form writes in: Spanish or Arabic, each named in English with its own name beside it. */
import { Button, chakra, HStack } from '@chakra-ui/react';

import { TRANSLATION_LANGUAGES, type TranslationLocale } from '../translation-form';

export function LanguageSwitch({ locale, onChange }: { locale: TranslationLocale; onChange: (locale: TranslationLocale) => void }) {
  return (
    <HStack role="group" aria-label="Language" gap="2" wrap="wrap">
      {TRANSLATION_LANGUAGES.map((language) => (
        <Button
          key={language.locale}
          size="sm"
          colorPalette="brand"
          variant={language.locale === locale ? 'solid' : 'outline'}
          aria-pressed={language.locale === locale}
          onClick={() => onChange(language.locale)}
        >
          {language.name}
          <chakra.span lang={language.locale} dir={language.dir} fontWeight="normal">
            ({language.native})
          </chakra.span>
        </Button>
      ))}
    </HStack>
  );
}
