/**
 * A cheer for one task (docs/product.md#coaching): a ready-made cheer picked with a chip, or the
 * sponsor's own words (at most 280 characters). On a help question it is the answer: the sponsor's
 * own words only, which the learner reads as "Amara answered: …". The words stay in the box until the server took
 * them: a refusal (an income claim, a daily limit) is said under the box and nothing is lost.
 * The chips speak the sponsor's language (cheerBody says how a translated one is sent).
 */
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { CHEER_MAX, CHEER_PRESETS, type CheerPreset, type CoachingTask } from '@contract';
import { useT } from '@/i18n';

import { cheerBody, presetFor, presetOf, presetWords } from '../coaching-rules';

interface CheerFormProps {
  task: CoachingTask;
  sending: boolean;
  /** The server's refusal of the last try, shown under the box. */
  refusal: string | null;
  onSend: (words: { preset: CheerPreset } | { message: string }) => void;
  /** The words changed: an old refusal no longer applies. */
  onEdit: () => void;
  onCancel: () => void;
}

const PRESET_KEYS = Object.keys(CHEER_PRESETS) as CheerPreset[];

export function CheerForm({ task, sending, refusal, onSend, onEdit, onCancel }: CheerFormProps) {
  // A question gets the sponsor's own answer: no ready-made words picked, no chips.
  const t = useT();
  const answering = task.question !== null;
  const shown = (key: CheerPreset) => presetWords(t, key);
  const [words, setWords] = useState<string>(answering ? '' : shown(presetFor(task.kind)));
  const [problem, setProblem] = useState<string | null>(null);
  const chipsId = useId();
  const trimmed = words.trim();
  const picked = presetOf(t, words);
  const error = problem ?? refusal;
  // Opened under a row near the bottom of a phone's screen, the form would start below it, behind the
  // tab bar, and Cheer would seem to do nothing: it comes into view (the page's scroll padding keeps
  // it clear of the header and the tab bar). In braces: the browser's scrollIntoView may answer a
  // promise, which React would take for a cleanup.
  const formRef = useRef<HTMLDivElement>(null); // Stack's ref type; the element is the form
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed.length === 0) return setProblem(t(answering ? 'coaching.cheerForm.writeAnswer' : 'coaching.cheerForm.writeCheer'));
    if (trimmed.length > CHEER_MAX)
      return setProblem(t(answering ? 'coaching.cheerForm.tooLongAnswer' : 'coaching.cheerForm.tooLongCheer', { max: CHEER_MAX }));
    setProblem(null);
    onSend(cheerBody(t, words));
  };

  return (
    <Stack
      as="form"
      ref={formRef}
      gap="3"
      mt="3"
      onSubmit={submit}
      data-testid="cheer-form"
      aria-label={t(answering ? 'coaching.cheerForm.answerFor' : 'coaching.cheerForm.cheerFor', { name: task.member.name })}
    >
      <Text id={chipsId} fontSize="sm" fontWeight="semibold" color="brand.800" hidden={answering}>
        {t('coaching.cheerForm.pick')}
      </Text>
      <HStack gap="2" wrap="wrap" role="group" aria-labelledby={chipsId} hidden={answering}>
        {PRESET_KEYS.map((key) => (
          <Button
            key={key}
            type="button"
            size="xs"
            borderRadius="full"
            whiteSpace="normal"
            h="auto"
            py="1.5"
            textAlign="start"
            variant={picked === key ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={picked === key}
            onClick={() => {
              setWords(shown(key));
              setProblem(null);
              onEdit();
            }}
          >
            {shown(key)}
          </Button>
        ))}
      </HStack>
      <Field.Root invalid={error !== null}>
        <Field.Label>{answering ? t('coaching.cheerForm.answerLabel', { name: task.member.name }) : t('coaching.cheerForm.cheerLabel')}</Field.Label>
        <Textarea
          value={words}
          onChange={(event) => {
            setWords(event.target.value);
            setProblem(null);
            onEdit();
          }}
          maxLength={CHEER_MAX}
          rows={2}
          autoresize
          bg="white"
        />
        {error ? (
          <Field.ErrorText color="red.700" data-testid="cheer-refusal">
            {error}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>
            {t('coaching.cheerForm.count', { used: trimmed.length, max: CHEER_MAX })}{' '}
            {answering ? t('coaching.cheerForm.answerHint', { name: task.member.name }) : t('coaching.hint.cheer', { name: task.member.name })}
          </Field.HelperText>
        )}
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" colorPalette="gold" loading={sending} loadingText={t('coaching.cheerForm.sending')}>
          {t(answering ? 'coaching.cheerForm.sendAnswer' : 'coaching.cheerForm.sendCheer')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={sending}>
          {t('coaching.cheerForm.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
