/**
 * The web app manifest (docs/decisions.md, "Installable app and offline"): what Chromium needs to
 * offer installing the app (name, icons 192 and 512, start_url, display standalone) plus maskable
 * icons for Android's launcher shapes (scripts/pwa-icons.ts draws them). The colours are the theme's
 * brand green (web/src/config/theme.ts, brand.800) and paper background (bg.canvas).
 */
export const webAppManifest = {
  id: '/',
  name: 'Money Train Academy',
  short_name: 'Money Train',
  description: 'Two-minute lessons, missions and rewards for network marketers.',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  theme_color: '#0b402c',
  background_color: '#fbf8f0',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
