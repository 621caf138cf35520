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
import { SelectField } from './form-fields';
import { PairTranslationForm } from './pair-translation-form';

type Values = Record<string, string>;

/** A query's loading and error states, then `children` with its data. */
function Loaded<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingState label={`Loading ${what}...`} lines={2} />;
  if (query.isError) return <ErrorState message={`Could not load ${what}.`} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** The saved translation's key: the form starts again from what was saved. */
const formKey = (locale: TranslationLocale, saved: { updatedAt: string } | undefined) => `${locale}-${saved?.updatedAt ?? 'none'}`;

const bordered = { pt: '4', borderTopWidth: '1px', borderColor: 'brand.100' } as const;

function MaterialForm({ material, number, locale }: { material: Material; number: number; locale: TranslationLocale }) {
  const translations = useMaterialTranslations(material.id);
  const save = useSaveMaterialTranslation();
  const remove = useRemoveMaterialTranslation();
  return (
    <Loaded query={translations} what="the material's translations">
      {(data) => (
        <PairTranslationForm
          key={formKey(locale, data[locale])}
          heading={`Material ${number}`}
          what="this material's title and description"
          testId="material-translation-form"
          target={{ id: material.id, locale, name: `“${material.title}”` }}
          saved={data[locale]}
          fields={[
            { name: 'title', label: 'title', source: material.title, max: 200 },
            { name: 'description', label: 'description', source: material.description, max: 2000, rows: 2 },
          ]}
          check={(values) => check<Values, MaterialTranslationInput>(materialTranslationBody, values)}
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
  return (
    <Loaded query={materials} what="the course's materials">
      {(list) =>
        list.length === 0 ? (
          <EmptyState message="This course has no materials to translate." />
        ) : (
          list.map((material, index) => (
            <Box key={material.id} {...bordered}>
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
  return (
    <Loaded query={translations} what="the reward's translations">
      {(data) => (
        <PairTranslationForm
          key={formKey(locale, data[locale])}
          heading="Reward"
          what="this reward's title and description"
          testId="reward-translation-form"
          target={{ rewardType: reward.id, locale, name: `“${reward.title}”` }}
          saved={data[locale]}
          fields={[
            { name: 'title', label: 'title', source: reward.title, max: 100 },
            { name: 'description', label: 'description', source: reward.description, max: 300, rows: 2 },
          ]}
          check={(values) => check<Values, RewardTranslationInput>(rewardTranslationBody, values)}
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
  return (
    <Loaded query={translations} what="the item's translations">
      {(data) => (
        <PairTranslationForm
          key={formKey(locale, data[locale])}
          heading={`Pack item ${number}`}
          what="this item's title and text"
          testId="pack-item-translation-form"
          target={{ itemId: item.id, locale, name: `pack item ${number}` }}
          saved={data[locale]}
          fields={[
            { name: 'title', label: 'title', source: item.title, max: 120 },
            { name: 'body', label: 'text', source: item.body, max: 5000, rows: 4 },
          ]}
          check={(values) => check<Values, PackItemTranslationInput>(packItemTranslationBody, values)}
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
  return (
    <Loaded query={translations} what="the disclosure's translations">
      {(data) => (
        <PairTranslationForm
          key={formKey(locale, data[locale])}
          heading="Income disclosure"
          what="its typical costs and source (the figures are the same in every language)"
          testId="disclosure-translation-form"
          target={{ locale, name: 'the income disclosure' }}
          saved={data[locale]}
          fields={[
            { name: 'typicalCosts', label: 'typical costs', source: disclosure.typicalCosts, max: 300, rows: 2 },
            { name: 'source', label: 'source', source: disclosure.source, max: 300, rows: 2 },
          ]}
          check={(values) => check<Values, DisclosureTranslationInput>(disclosureTranslationBody, values)}
          save={save}
          remove={remove}
        />
      )}
    </Loaded>
  );
}

/** The rewards (one at a time, with its pack's items) and the income disclosure. */
export function RewardTranslations({ locale }: { locale: TranslationLocale }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const settings = useSourceSettings();
  const packs = useRewardPacks();
  return (
    <Stack gap="5" mt="6" pt="4" borderTopWidth="2px" borderColor="brand.100" data-testid="reward-translations">
      <Heading as="h4" size="sm" color="brand.800">
        Rewards and the income disclosure
      </Heading>
      <Loaded query={settings} what="the rewards">
        {({ rewards, incomeDisclosure }) => {
          const reward = rewards.find((entry) => entry.id === chosen) ?? rewards[0];
          const items = packs.data?.find((pack) => pack.rewardType === reward?.id)?.items ?? [];
          return (
            <>
              {reward ? (
                <>
                  <SelectField
                    label="Reward to translate"
                    value={reward.id}
                    options={rewards.map((entry) => ({ value: entry.id, label: entry.title }))}
                    onValueChange={setChosen}
                    testId="reward-to-translate"
                  />
                  <RewardForm key={reward.id} reward={reward} locale={locale} />
                  {packs.isPending ? <LoadingState label="Loading the pack's items..." lines={2} /> : null}
                  {packs.isError ? <ErrorState message="Could not load the pack's items." onRetry={() => void packs.refetch()} /> : null}
                  {items.map((item, index) => (
                    <Box key={item.id} {...bordered}>
                      <PackItemForm item={item} number={index + 1} locale={locale} />
                    </Box>
                  ))}
                </>
              ) : (
                <EmptyState message="The catalogue has no rewards to translate." />
              )}
              <Box {...bordered}>
                {incomeDisclosure ? (
                  <DisclosureForm disclosure={incomeDisclosure} locale={locale} />
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    No income disclosure is published yet: publish the English one first, then translate it here.
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
