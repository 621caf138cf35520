/**
 * The Translations section's other texts (docs/product.md#content-manager): a course's materials
 * (under the course being edited), and the rewards with their pack items and the income disclosure,
 * each in Spanish or Arabic beside the English. Each form reads its text's saved translations.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/query-state';
import { useCourseMaterials } from '@/features/courses';
import { useT, type MessageId } from '@/i18n';
import {
  disclosureTranslationBody,
  materialTranslationBody,
  packItemTranslationBody,
  rewardTranslationBody,
  type AdminPackItem,
  type CatalogueReward,
  type Course,
  type IncomeDisclosure,
  type Material,
  type DisclosureTranslationInput,
  type MaterialTranslationInput,
  type PackItemTranslationInput,
  type RewardTranslationInput,
} from '@contract';

import {
  useDisclosureTranslations,
  useMaterialTranslations,
  usePackItemTranslations,
  useRemoveDisclosureTranslation,
  useRemoveMaterialTranslation,
  useRemovePackItemTranslation,
  useRemoveRewardTranslation,
  useRewardTranslations,
  useSaveDisclosureTranslation,
  useSaveMaterialTranslation,
  useSavePackItemTranslation,
  useSaveRewardTranslation,
} from '../api/reward-translations';
import { useRewardPacks } from '../api/reward-writes';
import { useSourceSettings } from '../api/source-settings';
import { check, type TranslationLocale } from '../translation-form';
import { needsOf, optionLabel } from '../translation-needs';
import { SelectField } from './form-fields';
import { PairTranslationForm } from './pair-translation-form';
import { translationAnchor, useNeedsIndex, useRequestedKey, type TranslationRequest } from './translation-marks';

type Values = Record<string, string>;

/** A query's loading and error states (their messages), then `children` with its data. */
function Loaded<T>({ query, what, children }: { query: UseQueryResult<T>; what: [loading: MessageId, failed: MessageId]; children: (data: T) => ReactNode }) {
  const t = useT();
  if (query.isPending) return <LoadingState label={t(what[0])} lines={2} />;
  if (query.isError) return <ErrorState message={t(what[1])} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** The two texts most forms translate. */
const TITLE = { source: 'cm.tr.source.title', field: 'cm.tr.field.title' } as const;
const DESCRIPTION = { source: 'cm.tr.source.description', field: 'cm.tr.field.description' } as const;

/** The saved translation's key: the form starts again from what was saved. */
const formKey = (locale: TranslationLocale, saved: { updatedAt: string } | undefined) => `${locale}-${saved?.updatedAt ?? 'none'}`;

const bordered = { pt: '4', borderTopWidth: '1px', borderColor: 'brand.100' } as const;

function MaterialForm({ material, number, locale }: { material: Material; number: number; locale: TranslationLocale }) {
  const translations = useMaterialTranslations(material.id);
  const save = useSaveMaterialTranslation();
  const remove = useRemoveMaterialTranslation();
  const t = useT();
  return (
    <Loaded query={translations} what={['cm.tr.material.loading', 'cm.tr.material.failed']}>
      {(data) => (
        <PairTranslationForm
          key={formKey(locale, data[locale])}
          heading={t('cm.tr.material.heading', { number })}
          lower={t('cm.tr.material.lower', { number })}
          what={t('cm.tr.material.what')}
          testId="material-translation-form"
          target={{ id: material.id, locale, name: `“${material.title}”` }}
          saved={data[locale]}
          fields={[
            { name: 'title', label: TITLE, source: material.title, max: 200 },
            { name: 'description', label: DESCRIPTION, source: material.description, max: 2000, rows: 2 },
          ]}
          check={(values, labelOf) => check<Values, MaterialTranslationInput>(materialTranslationBody, values, labelOf)}
          save={save}
          remove={remove}
        />
      )}
    </Loaded>
  );
}

/** The course's materials, under its own texts and quizzes. */
export function MaterialTranslations({ course, locale }: { course: Course; locale: TranslationLocale }) {
  const materials = useCourseMaterials(course.id);
  const t = useT();
  return (
    <Loaded query={materials} what={['cm.tr.materials.loading', 'cm.tr.materials.failed']}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState message={t('cm.tr.materials.none')} />
        ) : (
          list.map((material, index) => (
            <Box key={material.id} id={translationAnchor('materials', material.id)} tabIndex={-1} {...bordered}>
              <MaterialForm material={material} number={index + 1} locale={locale} />
            </Box>
          ))
        )
      }
    </Loaded>
  );
}

function RewardForm({ reward, locale }: { reward: CatalogueReward; locale: TranslationLocale }) {
  const translations = useRewardTranslations(reward.id);
  const save = useSaveRewardTranslation();
  const remove = useRemoveRewardTranslation();
  const t = useT();
  return (
    <Loaded query={translations} what={['cm.tr.reward.loading', 'cm.tr.reward.failed']}>
      {(data) => (
        <PairTranslationForm
          key={formKey(locale, data[locale])}
          heading={t('cm.tr.reward.heading')}
          lower={t('cm.tr.reward.lower')}
          what={t('cm.tr.reward.what')}
          testId="reward-translation-form"
          target={{ rewardType: reward.id, locale, name: `“${reward.title}”` }}
          saved={data[locale]}
          fields={[
            { name: 'title', label: TITLE, source: reward.title, max: 100 },
            { name: 'description', label: DESCRIPTION, source: reward.description, max: 300, rows: 2 },
          ]}
          check={(values, labelOf) => check<Values, RewardTranslationInput>(rewardTranslationBody, values, labelOf)}
          save={save}
          remove={remove}
        />
      )}
    </Loaded>
  );
}

function PackItemForm({ item, number, locale }: { item: AdminPackItem; number: number; locale: TranslationLocale }) {
  const translations = usePackItemTranslations(item.id);
  const save = useSavePackItemTranslation();
  const remove = useRemovePackItemTranslation();
  const t = useT();
  return (
    <Loaded query={translations} what={['cm.tr.item.loading', 'cm.tr.item.failed']}>
      {(data) => (
        <PairTranslationForm
          key={formKey(locale, data[locale])}
          heading={t('cm.tr.item.heading', { number })}
          lower={t('cm.tr.item.lower', { number })}
          what={t('cm.tr.item.what')}
          testId="pack-item-translation-form"
          target={{ itemId: item.id, locale, name: t('cm.tr.item.lower', { number }) }}
          saved={data[locale]}
          fields={[
            { name: 'title', label: TITLE, source: item.title, max: 120 },
            { name: 'body', label: { source: 'cm.tr.source.text', field: 'cm.tr.field.text' }, source: item.body, max: 5000, rows: 4 },
          ]}
          check={(values, labelOf) => check<Values, PackItemTranslationInput>(packItemTranslationBody, values, labelOf)}
          save={save}
          remove={remove}
        />
      )}
    </Loaded>
  );
}

function DisclosureForm({ disclosure, locale }: { disclosure: IncomeDisclosure; locale: TranslationLocale }) {
  const translations = useDisclosureTranslations();
  const save = useSaveDisclosureTranslation();
  const remove = useRemoveDisclosureTranslation();
  const t = useT();
  return (
    <Loaded query={translations} what={['cm.tr.disclosure.loading', 'cm.tr.disclosure.failed']}>
      {(data) => (
        <PairTranslationForm
          key={formKey(locale, data[locale])}
          heading={t('cm.tr.disclosure.heading')}
          lower={t('cm.tr.disclosure.lower')}
          what={t('cm.tr.disclosure.what')}
          testId="disclosure-translation-form"
          target={{ locale, name: t('cm.tr.disclosure.name') }}
          saved={data[locale]}
          fields={[
            {
              name: 'typicalCosts',
              label: { source: 'cm.tr.source.typicalCosts', field: 'cm.tr.field.typicalCosts' },
              source: disclosure.typicalCosts,
              max: 300,
              rows: 2,
            },
            { name: 'source', label: { source: 'cm.tr.source.source', field: 'cm.tr.field.source' }, source: disclosure.source, max: 300, rows: 2 },
          ]}
          check={(values, labelOf) => check<Values, DisclosureTranslationInput>(disclosureTranslationBody, values, labelOf)}
          save={save}
          remove={remove}
        />
      )}
    </Loaded>
  );
}

/** The rewards (one at a time, with its pack's items) and the income disclosure. */
export function RewardTranslations({ locale, request = null }: { locale: TranslationLocale; request?: TranslationRequest | null }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const settings = useSourceSettings();
  const packs = useRewardPacks();
  const needs = useNeedsIndex();
  const t = useT();
  useRequestedKey(request, (target) => (target.kind === 'rewards' ? target.key : target.kind === 'packItems' ? target.rewardId : undefined), setChosen);
  return (
    <Stack gap="5" mt="6" pt="4" borderTopWidth="2px" borderColor="brand.100" data-testid="reward-translations">
      <Heading as="h4" size="sm" color="brand.800">
        {t('cm.tr.rewards.heading')}
      </Heading>
      <Loaded query={settings} what={['cm.tr.rewards.loading', 'cm.tr.rewards.failed']}>
        {({ rewards, incomeDisclosure }) => {
          const reward = rewards.find((entry) => entry.id === chosen) ?? rewards[0];
          const items = packs.data?.find((pack) => pack.rewardType === reward?.id)?.items ?? [];
          return (
            <>
              {reward ? (
                <>
                  <SelectField
                    label={t('cm.tr.rewards.choose')}
                    value={reward.id}
                    options={rewards.map((entry) => ({ value: entry.id, label: optionLabel(t, entry.title, needsOf(needs, 'rewards', entry.id, locale)) }))}
                    onValueChange={setChosen}
                    testId="reward-to-translate"
                  />
                  <Box id={translationAnchor('rewards', reward.id)} tabIndex={-1}>
                    <RewardForm key={reward.id} reward={reward} locale={locale} />
                  </Box>
                  {packs.isPending ? <LoadingState label={t('cm.tr.rewards.itemsLoading')} lines={2} /> : null}
                  {packs.isError ? <ErrorState message={t('cm.tr.rewards.itemsFailed')} onRetry={() => void packs.refetch()} /> : null}
                  {items.map((item, index) => (
                    <Box key={item.id} id={translationAnchor('packItems', item.id)} tabIndex={-1} {...bordered}>
                      <PackItemForm item={item} number={index + 1} locale={locale} />
                    </Box>
                  ))}
                </>
              ) : (
                <EmptyState message={t('cm.tr.rewards.none')} />
              )}
              <Box id={translationAnchor('incomeDisclosure', '')} tabIndex={-1} {...bordered}>
                {incomeDisclosure ? (
                  <DisclosureForm disclosure={incomeDisclosure} locale={locale} />
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {t('cm.tr.disclosure.none')}
                  </Text>
                )}
              </Box>
            </>
          );
        }}
      </Loaded>
    </Stack>
  );
}
