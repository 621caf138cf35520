/**
 * Translations of rewards, pack items, materials and the income disclosure in the content manager
 * (docs/decisions.md, "Languages": content translations): each text's saved versions and the
 * writes. A save or removal refreshes the form's translations and the coverage; a refusal for
 * possible income claims is shown at the form (ClaimWarning), not as a toast.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes, type DisclosureTranslationInput, type MaterialTranslationInput, type PackItemTranslationInput, type RewardTranslationInput } from '@contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { callRoute } from '@/lib/api-client';
import { queryKeys, type QueryKey } from '@/lib/query-keys';

import type { TargetBase } from '../use-translation-submit';
import { translationToasts } from './translation-toasts';

export const useRewardTranslations = (rewardType: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.rewardTranslations(rewardType),
      queryFn: ({ signal }) => callRoute(routes.rewardTranslations, { params: { rewardType }, signal }),
    }),
  );

export const usePackItemTranslations = (itemId: number) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.packItemTranslations(itemId),
      queryFn: ({ signal }) => callRoute(routes.packItemTranslations, { params: { itemId }, signal }),
    }),
  );

export const useMaterialTranslations = (id: number) =>
  useQuery(
    queryOptions({ queryKey: queryKeys.materialTranslations(id), queryFn: ({ signal }) => callRoute(routes.materialTranslations, { params: { id }, signal }) }),
  );

export const useDisclosureTranslations = () =>
  useQuery(queryOptions({ queryKey: queryKeys.disclosureTranslations, queryFn: ({ signal }) => callRoute(routes.disclosureTranslations, { signal }) }));

export type RewardTarget = TargetBase & { rewardType: string };
export type ItemTarget = TargetBase & { itemId: number };
export type MaterialTarget = TargetBase & { id: number };

/** The toasts and refreshes of a save (`saves`) or a removal, whichever the text. */
function writing<Target extends TargetBase>(saves: boolean, key: (target: Target) => QueryKey) {
  return {
    ...translationToasts(saves),
    showsClaims: saves,
    invalidates: (target: Target) => [key(target), queryKeys.translationCoverage],
  };
}

const rewardKey = ({ rewardType }: RewardTarget) => queryKeys.rewardTranslations(rewardType);
const itemKey = ({ itemId }: ItemTarget) => queryKeys.packItemTranslations(itemId);
const materialKey = ({ id }: MaterialTarget) => queryKeys.materialTranslations(id);
const disclosureKey = () => queryKeys.disclosureTranslations;

export const useSaveRewardTranslation = () =>
  useApiMutation({
    request: ({ rewardType, locale, body }: RewardTarget & { body: RewardTranslationInput }) =>
      callRoute(routes.putRewardTranslation, { params: { rewardType, locale }, body }),
    ...writing(true, rewardKey),
  });

export const useRemoveRewardTranslation = () =>
  useApiMutation({
    request: ({ rewardType, locale }: RewardTarget) => callRoute(routes.deleteRewardTranslation, { params: { rewardType, locale } }),
    ...writing(false, rewardKey),
  });

export const useSavePackItemTranslation = () =>
  useApiMutation({
    request: ({ itemId, locale, body }: ItemTarget & { body: PackItemTranslationInput }) =>
      callRoute(routes.putPackItemTranslation, { params: { itemId, locale }, body }),
    ...writing(true, itemKey),
  });

export const useRemovePackItemTranslation = () =>
  useApiMutation({
    request: ({ itemId, locale }: ItemTarget) => callRoute(routes.deletePackItemTranslation, { params: { itemId, locale } }),
    ...writing(false, itemKey),
  });

export const useSaveMaterialTranslation = () =>
  useApiMutation({
    request: ({ id, locale, body }: MaterialTarget & { body: MaterialTranslationInput }) =>
      callRoute(routes.putMaterialTranslation, { params: { id, locale }, body }),
    ...writing(true, materialKey),
  });

export const useRemoveMaterialTranslation = () =>
  useApiMutation({
    request: ({ id, locale }: MaterialTarget) => callRoute(routes.deleteMaterialTranslation, { params: { id, locale } }),
    ...writing(false, materialKey),
  });

export const useSaveDisclosureTranslation = () =>
  useApiMutation({
    request: ({ locale, body }: TargetBase & { body: DisclosureTranslationInput }) => callRoute(routes.putDisclosureTranslation, { params: { locale }, body }),
    ...writing(true, disclosureKey),
  });

export const useRemoveDisclosureTranslation = () =>
  useApiMutation({
    request: ({ locale }: TargetBase) => callRoute(routes.deleteDisclosureTranslation, { params: { locale } }),
    ...writing(false, disclosureKey),
  });
