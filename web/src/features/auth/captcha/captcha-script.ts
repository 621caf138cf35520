/**
 * The CAPTCHA provider's widget script, loaded once per page when a form first shows the widget
 * (docs/operators.md#sign-in-protection). Turnstile and hCaptcha share one interface (explicit
 * rendering into a container, reset, remove) under their own global; the local stack's stand-in
 * serves the same one. The Content-Security-Policy allows the provider's origins only when the
 * project has CAPTCHA on (local/security-headers.ts).
 */
import { CAPTCHA_MESSAGES, CAPTCHA_PROVIDER_FACTS } from '@contract/captcha.ts';
import type { CaptchaConfig } from '@/lib/config';

export interface CaptchaRenderParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

export interface CaptchaWidgetApi {
  render(container: HTMLElement, params: CaptchaRenderParams): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

const loading = new Map<string, Promise<CaptchaWidgetApi>>();

function globalApi(config: CaptchaConfig): CaptchaWidgetApi | undefined {
  return (window as unknown as Record<string, CaptchaWidgetApi | undefined>)[CAPTCHA_PROVIDER_FACTS[config.provider].global];
}

/** The widget API, after its script has loaded (rejects with a sentence a person can act on). */
export function loadCaptchaScript(config: CaptchaConfig): Promise<CaptchaWidgetApi> {
  const ready = globalApi(config);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(config.scriptUrl);
  if (!pending) {
    pending = new Promise<CaptchaWidgetApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = config.scriptUrl;
      script.async = true;
      script.addEventListener('load', () => {
        const api = globalApi(config);
        if (api) resolve(api);
        else reject(new Error(CAPTCHA_MESSAGES.notLoaded));
      });
      script.addEventListener('error', () => reject(new Error(CAPTCHA_MESSAGES.notLoaded)));
      document.head.append(script);
    });
    // A failed load may be tried again (the next form that shows the widget).
    pending.catch(() => loading.delete(config.scriptUrl));
    loading.set(config.scriptUrl, pending);
  }
  return pending;
}
