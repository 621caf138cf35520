/**
 * Two texts of one thing (a reward's title and description, a pack item's title and text, a
 * material's title and description, the income disclosure's typical costs and source) in Spanish or
 * Arabic beside the English (docs/product.md#content-manager): the saved translation to edit (empty
 * when there is none), the api's checks before saving, Save and Remove Translation. Arabic fields
 * are right to left.
 */
import { Heading, Stack } from '@chakra-ui/react';

import { TextField } from '@/components/ui/text-field';
import { useT, type MessageId } from '@/i18n';

import { type Checked, type FieldLabel, languageName, languageOf } from '../translation-form';
import { useFormValues } from '../use-form-values';
import { type Remove, type Save, type TargetBase, useTranslationSubmit } from '../use-translation-submit';
import { TextareaField } from './form-fields';
import { SourceBeside } from './source-beside';
import { TranslationActions } from './translation-actions';
import { TranslationStatus } from './translation-status';

/** One of the two texts: its name in the answer, what the form calls it (its source's and its field's messages), its English, its limit. */
export interface PairField {
  name: string;
  label: { source: MessageId; field: MessageId };
  source: string;
  max: number;
  /** A multi-line text (its rows); a one-line field otherwise. */
  rows?: number;
}

export interface PairTranslationProps<Body, Target extends TargetBase> {
  heading: string;
  /** The heading inside a sentence: the form's name ("Spanish reward text") and its save button's ("Save Spanish reward"). */
  lower: string;
  /** What the status line calls it: "this reward's title and description". */
  what: string;
  testId: string;
  target: Target;
  saved: Readonly<Record<string, unknown>> | undefined;
  fields: readonly PairField[];
  check: (values: Record<string, string>, labelOf: FieldLabel) => Checked<Body>;
  save: Save<Body, Target>;
  remove: Remove<Target>;
}

export function PairTranslationForm<Body, Target extends TargetBase>(props: PairTranslationProps<Body, Target>) {
  const { heading, lower, what, testId, target, saved, fields, check, save, remove } = props;
  const t = useT();
  const { values, set } = useFormValues<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, typeof saved?.[field.name] === 'string' ? (saved[field.name] as string) : ''])),
  );
  const language = languageName(t, target.locale);
  const attributes = { lang: target.locale, dir: languageOf(target.locale).dir };
  const labelOf = (field: PairField) => t(field.label.field, { language });
  const labelAt = ([name]: readonly PropertyKey[]) => {
    const field = fields.find((each) => each.name === name);
    return field ? labelOf(field) : undefined;
  };
  const { onSubmit, actions } = useTranslationSubmit(target, values, check, save, remove, labelAt);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('cm.tr.pair.form', { language, heading: lower })} data-testid={testId}>
      <Stack gap="3">
        <Heading as="h4" size="sm" color="brand.800" overflowWrap="anywhere">
          {heading}
        </Heading>
        <TranslationStatus language={language} saved={saved} done={t('cm.tr.pair.done', { language, what })} />
        {fields.map((field) => (
          <SourceBeside key={field.name} label={t(field.label.source)} source={field.source}>
            {field.rows ? (
              <TextareaField
                label={labelOf(field)}
                value={values[field.name] ?? ''}
                onValueChange={set(field.name)}
                rows={field.rows}
                maxLength={field.max}
                {...attributes}
              />
            ) : (
              <TextField label={labelOf(field)} value={values[field.name] ?? ''} onValueChange={set(field.name)} maxLength={field.max} {...attributes} />
            )}
          </SourceBeside>
        ))}
        <TranslationActions
          {...actions}
          saveLabel={t('cm.tr.pair.save', { language, heading: lower })}
          saved={saved !== undefined}
          fields={Object.fromEntries(fields.map((field) => [labelOf(field), values[field.name] ?? '']))}
        />
      </Stack>
    </form>
  );
}
