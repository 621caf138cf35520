/**
 * A form's CAPTCHA check (docs/operators.md#sign-in-protection): when the project has CAPTCHA on,
 * the form shows the provider's widget (CaptchaCheck), waits for its token before sending, sends it
 * (`captchaToken`), and asks for a new one after every attempt, since a token is good once. With
 * CAPTCHA off the form is as before: `enabled` false, nothing rendered, nothing required.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { CAPTCHA_MESSAGES } from '@contract/captcha.ts';
import { getConfig, type CaptchaConfig } from '@/lib/config';

import { loadCaptchaScript, type CaptchaWidgetApi } from './captcha-script';

export type CaptchaStatus = 'off' | 'loading' | 'solved' | 'expired' | 'failed';

export interface CaptchaState {
  enabled: boolean;
  status: CaptchaStatus;
  token: string | undefined;
  /** The sentence under the widget, when something is wrong or missing. */
  problem: string | undefined;
  /** Where CaptchaCheck mounts the widget. */
  containerRef: React.RefObject<HTMLDivElement | null>;
  /** Before sending: the token, or undefined after showing why there is none. */
  take(): string | undefined;
  /** After an attempt: the token is spent, the widget gives a new one. */
  reset(): void;
}

export function useCaptcha(config: CaptchaConfig | undefined = getConfig().captcha): CaptchaState {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const widget = useRef<{ api: CaptchaWidgetApi; id: string } | undefined>(undefined);
  const [status, setStatus] = useState<CaptchaStatus>(config ? 'loading' : 'off');
  const [token, setToken] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const provider = config?.provider;
  const siteKey = config?.siteKey;
  const scriptUrl = config?.scriptUrl;

  useEffect(() => {
    const container = containerRef.current;
    if (!provider || !siteKey || !scriptUrl || !container) return undefined;
    let cancelled = false;
    loadCaptchaScript({ provider, siteKey, scriptUrl })
      .then((api) => {
        if (cancelled) return;
        const id = api.render(container, {
          sitekey: siteKey,
          callback: (value) => {
            setToken(value);
            setStatus('solved');
            setProblem(undefined);
          },
          'expired-callback': () => {
            setToken(undefined);
            setStatus('expired');
          },
          'error-callback': () => {
            setToken(undefined);
            setStatus('failed');
            setProblem(CAPTCHA_MESSAGES.refused);
          },
        });
        widget.current = { api, id };
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setStatus('failed');
        setProblem(error instanceof Error ? error.message : CAPTCHA_MESSAGES.notLoaded);
      });
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = undefined;
    };
  }, [provider, siteKey, scriptUrl]);

  const take = useCallback(() => {
    if (!config) return undefined;
    if (!token) setProblem(status === 'failed' && problem ? problem : CAPTCHA_MESSAGES.missing);
    return token;
  }, [config, token, status, problem]);

  const reset = useCallback(() => {
    if (!widget.current) return;
    setToken(undefined);
    setStatus('loading');
    widget.current.api.reset(widget.current.id);
  }, []);

  return { enabled: !!config, status, token, problem, containerRef, take, reset };
}
