/** How course facts read on screen. */
import type { CourseCategory, MaterialType } from '@contract';
import { formatNumber, shownLocale, shownT, type Locale, type MessageId } from '@/i18n';

export const categoryLabel: Record<CourseCategory, string> = {
  training: 'Training',
  bonus: 'Bonus',
  'daily-challenge': 'Daily Challenge',
};

/** A category's name in the learner's language (the three categories are a fixed list, contract/rules.ts); the content manager speaks it too. */
export const categoryName: Record<CourseCategory, MessageId> = {
  training: 'courses.category.training',
  bonus: 'courses.category.bonus',
  'daily-challenge': 'courses.category.daily-challenge',
};

export const categoryPalette: Record<CourseCategory, 'brand' | 'gold' | 'purple'> = {
  training: 'brand',
  bonus: 'gold',
  'daily-challenge': 'purple',
};

export const materialTypeLabel: Record<MaterialType, string> = {
  pdf: 'PDF',
  image: 'Image',
  document: 'Document',
  link: 'Link',
};

/** A material's type in the learner's materials list, in the screen's language (the content manager's list too). */
export const materialTypeName: Record<MaterialType, MessageId> = {
  pdf: 'course.materials.type.pdf',
  image: 'course.materials.type.image',
  document: 'course.materials.type.document',
  link: 'course.materials.type.link',
};

/** Section headings of the materials list, one per type. */
export const materialTypeHeading: Record<MaterialType, MessageId> = {
  pdf: 'course.materials.heading.pdf',
  image: 'course.materials.heading.image',
  document: 'course.materials.heading.document',
  link: 'course.materials.heading.link',
};

/** "Self-paced", "15 min", "1 h 30 min", in the language of the screen on show (English on one not translated yet). */
export function formatDuration(minutes: number | null): string {
  if (!minutes) return shownT('courses.duration.selfPaced');
  if (minutes < 60) return shownT('courses.duration.minutes', { minutes: formatNumber(minutes) });
  const hours = formatNumber(Math.floor(minutes / 60));
  const rest = minutes % 60;
  return rest === 0 ? shownT('courses.duration.hours', { hours }) : shownT('courses.duration.hoursMinutes', { hours, minutes: formatNumber(rest) });
}

/** A length in seconds as a clock: 57 → "0:57", 125.4 → "2:05". */
export const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Arabic letters a list's items as Arabic does (أ، ب، ج، د), not with Latin letters inside Arabic text. */
const ARABIC_LETTERS = ['أ', 'ب', 'ج', 'د'];

/** Choices are lettered A to D, in the screen's language's letters. */
export const choiceLetter = (index: number, locale: Locale = shownLocale()) =>
  locale === 'ar' ? (ARABIC_LETTERS[index] ?? String(index + 1)) : String.fromCharCode(65 + index);
