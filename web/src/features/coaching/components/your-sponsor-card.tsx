/**
 * "Your sponsor" on Today (docs/product.md#coaching): for a learner who joined with someone's link,
 * their sponsor's name, the last cheer, and **Ask for help**: a short question (checked here by the
 * contract's rule, then by the server for claims and the daily limit; a refusal shows under the
 * field and the text stays). Then who has the latest question: the sponsor, or, once it waited 48
 * hours, the person above them; once answered, the answer ("Amara answered: …"). Nothing shows for a learner without a sponsor, an administrator,
 * while it loads or when it cannot be read (Today's other cards matter more).
 */
import { Box, Button, Circle, Field, Flex, Heading, HStack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { UsersIcon } from '@/components/ui/icons';
import { formatNumber, useT } from '@/i18n';
import { errorText } from '@/lib/error-text';
import { QUESTION_MAX, type MyCoaching, type User } from '@contract';

import { useAskForHelp, useMyCoaching } from '../api/my-coaching';
import { cheerWords, checkQuestion, helpStatus, timeAgo } from '../coaching-rules';
import { isolated } from '../user-text';
import { TodayCard } from './today-card';

function AskForHelp({ userId, sponsorName, onDone }: { userId: string; sponsorName: string; onDone: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useAskForHelp(userId);
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The field takes the focus, which scrolls only the field into view: Send, under it, could stay under the tab bar.
  // (In braces: the browser's scrollIntoView may answer a promise, which React would take for a cleanup.)
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuestion(t, text);
    if ('error' in checked) {
      setProblem(checked.error);
      return;
    }
    setProblem(null);
    ask.mutate(checked.question, { onSuccess: onDone, onError: (error) => setProblem(errorText(t, error)) });
  };
  return (
    <Box mt="3" asChild>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('coaching.ask.formLabel', { name: sponsorName })} data-testid="ask-for-help-form">
        <Field.Root invalid={problem !== null}>
          <Field.Label htmlFor={fieldId}>{t('coaching.ask.label', { name: sponsorName })}</Field.Label>
          <Textarea
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={QUESTION_MAX + 50}
            rows={3}
            bg="white"
            placeholder={t('coaching.ask.placeholder')}
            autoFocus
          />
          {problem ? (
            <Field.ErrorText color="red.700" data-testid="ask-for-help-error">
              {problem}
            </Field.ErrorText>
          ) : (
            <Field.HelperText>
              {t('coaching.ask.helper', { used: formatNumber(text.trim().length), max: formatNumber(QUESTION_MAX), name: sponsorName })}
            </Field.HelperText>
          )}
        </Field.Root>
        <HStack gap="2" mt="2">
          <Button type="submit" colorPalette="brand" size="sm" loading={ask.isPending}>
            {t('coaching.ask.send')}
          </Button>
          <Button type="button" variant="ghost" colorPalette="brand" size="sm" onClick={onDone} disabled={ask.isPending}>
            {t('missions.modal.cancel')}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}

function SponsorCard({ userId, mine, sponsorName }: { userId: string; mine: MyCoaching; sponsorName: string }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  const status = helpStatus(t, mine);
  // The answer to the latest question is said with it, not again as the last cheer.
  const cheer = mine.lastCheer && mine.lastCheer.id !== status?.answerCheerId ? mine.lastCheer : null;
  return (
    <TodayCard headingId={headingId} py={{ base: '2.5', md: '5' }} data-testid="your-sponsor">
      <Flex gap="3" align="start">
        <Circle size="10" bg="brand.50" color="brand.700" flexShrink={0} aria-hidden="true" display={{ base: 'none', md: 'flex' }}>
          <UsersIcon boxSize="5" />
        </Circle>
        <Box flex="1" minW="0">
          <Flex justify="space-between" align="center" gap="2">
            <Heading as="h2" size={{ base: 'sm', md: 'md' }} color="brand.800" id={headingId} minW="0" overflowWrap="anywhere">
              {t('coaching.sponsor.heading', { name: sponsorName })}
            </Heading>
            {asking ? null : (
              <Button size="sm" variant="outline" colorPalette="brand" flexShrink={0} onClick={() => setAsking(true)}>
                {t('coaching.ask.open')}
              </Button>
            )}
          </Flex>
          {cheer ? (
            <Text fontSize="sm" color="fg.muted" mt="0.5" data-testid="last-cheer" overflowWrap="anywhere" lineClamp={2}>
              <Text as="span" color="brand.900" fontStyle="italic">
                {t('coaching.quoted', { text: isolated(cheerWords(t, cheer)) })}
              </Text>{' '}
              · {timeAgo(t, cheer.createdAt)}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {t('coaching.sponsor.invited', { name: sponsorName })}
            </Text>
          )}
          {status && !asking ? (
            <Text fontSize="sm" mt="2" color={status.escalated ? 'gold.800' : 'brand.800'} role="status" data-testid="help-status" overflowWrap="anywhere">
              {status.text}
            </Text>
          ) : null}
          {status?.asked && !asking ? (
            // What she asked stays in view until it is answered (it vanished once sent).
            <Text fontSize="sm" color="fg.muted" fontStyle="italic" data-testid="help-question" overflowWrap="anywhere" lineClamp={2} title={status.asked}>
              {status.asked}
            </Text>
          ) : null}
          {asking ? <AskForHelp userId={userId} sponsorName={sponsorName} onDone={() => setAsking(false)} /> : null}
        </Box>
      </Flex>
    </TodayCard>
  );
}

/**
 * The card folded to one line, at the foot of the team card of a learner who is a sponsor too: the
 * latest question's line (else "Your sponsor: Sam") and Ask for help, which opens the same form. The
 * last cheer is left to its celebration (docs/product.md#coaching).
 */
export function SponsorLine({ userId, mine, sponsorName }: { userId: string; mine: MyCoaching; sponsorName: string }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const status = helpStatus(t, mine);
  const line = status?.text ?? t('coaching.sponsor.heading', { name: sponsorName });
  return (
    <Box mt="1" data-testid="your-sponsor">
      {/* One 16 px line: the button's 24 px target reaches into the card's padding (Today's budget). */}
      <Flex gap="2" align="center" h="4">
        <Text
          fontSize="xs"
          color={status?.escalated ? 'gold.800' : 'fg.muted'}
          flex="1"
          minW="0"
          lineClamp={1}
          title={line}
          role={status ? 'status' : undefined}
          data-testid={status ? 'help-status' : undefined}
        >
          {line}
        </Text>
        {asking ? null : (
          <Button
            size="2xs"
            variant="plain"
            colorPalette="brand"
            color="brand.700"
            textDecoration="underline"
            px="1"
            my="-1"
            flexShrink={0}
            onClick={() => setAsking(true)}
          >
            {t('coaching.ask.open')}
          </Button>
        )}
      </Flex>
      {asking ? <AskForHelp userId={userId} sponsorName={sponsorName} onDone={() => setAsking(false)} /> : null}
    </Box>
  );
}

export function YourSponsorCard({ user }: { user: User }) {
  const mine = useMyCoaching(user.id, !user.isAdmin);
  if (user.isAdmin || !mine.data?.sponsor) return null;
  return <SponsorCard userId={user.id} mine={mine.data} sponsorName={mine.data.sponsor.name} />;
}
