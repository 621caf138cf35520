/**
 * The daily challenges in Translations (docs/product.md#content-manager): choose a challenge (retired
 * ones too: a learner with an open run still reads one), then its title and description in the
 * language chosen above (Spanish or Arabic) beside the English. The stations have no form: operators ship their translations with
 * the product data, as they do the stations (docs/decisions.md, "Languages"); a line says how many
 * are in.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { useT } from '@/i18n';

import { useAllChallenges } from '../api/challenge-writes';
import { useTranslationCoverage } from '../api/translations';
import { languageLabel, type TranslationLocale } from '../translation-form';
import { needsOf, optionLabel } from '../translation-needs';
import { ChallengeTranslationForm } from './challenge-translation-form';
import { SelectField } from './form-fields';
import { translationAnchor, useNeedsIndex, useRequestedKey, type TranslationRequest } from './translation-marks';

/** "Stations (translated with the product data): Spanish 5 of 5 · Arabic 5 of 5". */
function StationsLine() {
  const t = useT();
  const coverage = useTranslationCoverage();
  if (!coverage.data) return null;
  const counts = coverage.data
    .map((entry) =>
      t('cm.tr.challenges.stationCount', { language: languageLabel(t, entry.locale), translated: entry.missions.translated, total: entry.missions.total }),
    )
    .join(' · ');
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="station-translations">
      {t('cm.tr.challenges.stations', { counts })}
    </Text>
  );
}

/** The challenges' part, in the language the Translations' switch has chosen. */
export function ChallengeTranslations({ locale, request = null }: { locale: TranslationLocale; request?: TranslationRequest | null }) {
  const t = useT();
  const challenges = useAllChallenges();
  const needs = useNeedsIndex();
  const [chosen, setChosen] = useState<number | null>(null);
  useRequestedKey(
    request,
    (target) => (target.kind === 'challenges' ? target.key : undefined),
    (key) => setChosen(Number(key)),
  );
  const list = challenges.data ?? [];
  const challenge = list.find((item) => item.id === chosen) ?? list[0];
  let body;
  if (challenges.isPending) body = <LoadingState label={t('cm.tr.challenges.loading')} lines={2} />;
  else if (challenges.isError) body = <ErrorState message={t('cm.tr.challenges.failed')} onRetry={() => void challenges.refetch()} />;
  else if (!challenge) body = <EmptyState message={t('cm.tr.challenges.none')} />;
  else
    body = (
      <>
        <SelectField
          label={t('cm.tr.challenges.choose')}
          value={String(challenge.id)}
          options={list.map((item) => ({
            value: String(item.id),
            label: optionLabel(
              t,
              item.isActive ? item.title : t('cm.tr.challenges.retired', { title: item.title }),
              needsOf(needs, 'challenges', item.id, locale),
            ),
          }))}
          onValueChange={(value) => setChosen(Number(value))}
          testId="challenge-translation-choice"
        />
        <Box id={translationAnchor('challenges', challenge.id)} tabIndex={-1}>
          <ChallengeTranslationForm challenge={challenge} locale={locale} />
        </Box>
      </>
    );
  return (
    <Stack gap="4" pt="5" borderTopWidth="1px" borderColor="brand.100" data-testid="challenge-translations">
      <StationsLine />
      <Heading as="h4" size="sm" color="brand.800">
        {t('cm.tr.challenges.heading')}
      </Heading>
      {body}
    </Stack>
  );
}
