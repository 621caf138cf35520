import { chakra } from '@chakra-ui/react';
import { useState } from 'react';

import { activateLocale, isLocale, LOCALE_NAMES, LOCALES, storeChoice, useLocale, useT, type Locale } from '@/i18n';
import { getCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toast';

/**
 * Picks the academy's language: kept on this device at once and, signed in, saved to the profile
 * (docs/product.md#language). A failed save keeps the device's choice and says why.
 */
export function LanguagePicker({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  async function pick(next: Locale) {
    setBusy(true);
    storeChoice(next);
    try {
      await activateLocale(next);
    } catch {
      // The language's chunk did not arrive (offline): the page stays in its language; the stored
      // choice applies on the next load.
      toast({ title: t('language.loadFailed'), status: 'error' });
      setBusy(false);
      return;
    }
    try {
      const user = getCurrentUser();
      if (user && user.locale !== next) {
        const { saveLocale } = await import('./save-locale');
        await saveLocale(user, next);
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      toast({ title: t('language.saveFailed', { reason }), status: 'error' });
    } finally {
      setBusy(false);
    }
  }

  // A plain <select>: the browser's own list on every phone, and none of Chakra's select machinery on
  // the landing page's first scripts (docs/performance.md).
  return (
    <chakra.select
      aria-label={t('language.label')}
      data-testid="language-picker"
      value={locale}
      disabled={busy}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) void pick(next);
      }}
      fontSize="sm"
      h="8"
      ps="2"
      pe="1"
      borderWidth="1px"
      borderRadius="md"
      cursor="pointer"
      bg={tone === 'dark' ? 'whiteAlpha.200' : 'white'}
      color={tone === 'dark' ? 'white' : 'fg'}
      borderColor={tone === 'dark' ? 'whiteAlpha.600' : 'border'}
      _disabled={{ opacity: 0.6, cursor: 'wait' }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option} style={{ color: 'black' }}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </chakra.select>
  );
}
