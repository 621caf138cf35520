import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { withBuiltGlobalCss } from '@/config/build-global-css';
import { createAppEmotionCache } from '@/config/emotion-cache';
import { system } from '@/config/theme';
import { createQueryClient } from '@/lib/react-query';

/**
 * App-wide providers. The Supabase Auth session provider lives in routes/session-layout.tsx, around
 * the screens that need it, so the landing page loads without supabase-js.
 */
const appSystem = withBuiltGlobalCss(system);
const emotionCache = createAppEmotionCache();

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={appSystem}>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AppErrorBoundary>
        <Toaster />
      </ChakraProvider>
    </CacheProvider>
  );
}
