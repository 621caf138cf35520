import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { withBuiltGlobalCss } from '@/config/build-global-css';
import { createAppEmotionCache } from '@/config/emotion-cache';
import { system } from '@/config/theme';
import { useContentLanguage } from '@/hooks/use-content-language';
import { useShownLocale } from '@/i18n';
import { createQueryClient } from '@/lib/react-query';

/**
 * App-wide providers. The Supabase Auth session provider lives in routes/session-layout.tsx, around
 * the screens that need it, so the landing page loads without supabase-js.
 */
const appSystem = withBuiltGlobalCss(system);
const emotionCache = createAppEmotionCache();

/**
 * Chakra's parts built on Ark (a switch, a menu) take their direction from Ark's locale, not from
 * `<html dir>`: without it a switch laid out left to right on an Arabic page moved its thumb out of
 * its track. It follows the screen's language (docs/decisions.md, "Languages").
 */
function ScreenLocale({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={useShownLocale()}>{children}</LocaleProvider>;
}

/** Refetches courses and quizzes when the learner's language changes (hooks/use-content-language.ts). */
function ContentLanguage() {
  useContentLanguage();
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={appSystem}>
        <ScreenLocale>
          <AppErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <ContentLanguage />
              {children}
            </QueryClientProvider>
          </AppErrorBoundary>
          <Toaster />
        </ScreenLocale>
      </ChakraProvider>
    </CacheProvider>
  );
}
