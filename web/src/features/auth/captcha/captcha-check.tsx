/**
 * Where a form shows the CAPTCHA widget (useCaptcha), with the sentence under it when the check is
 * missing, refused or could not load. Nothing at all when the project has CAPTCHA off.
 */
import { Box, Text } from '@chakra-ui/react';
import { useId } from 'react';

import { useT } from '@/i18n';

import { ruleText } from '../auth-messages';
import type { CaptchaState } from './use-captcha';

export function CaptchaCheck({ captcha }: { captcha: CaptchaState }) {
  const t = useT();
  const messageId = useId();
  if (!captcha.enabled) return null;
  return (
    <Box role="group" aria-label={t('auth.captcha.label')} aria-describedby={captcha.problem ? messageId : undefined} data-testid="captcha-check">
      {/* The provider's widget renders into this box (300 × 65 for Turnstile and hCaptcha). */}
      <Box ref={captcha.containerRef} minH="65px" maxW="full" overflow="hidden" />
      {captcha.problem ? (
        <Text id={messageId} role="alert" fontSize="sm" color="red.700" mt="1">
          {ruleText(t, captcha.problem)}
        </Text>
      ) : null}
    </Box>
  );
}
