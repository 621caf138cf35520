/** How course facts read on screen. */
import type { CourseCategory, MaterialType } from '@contract';

export const categoryLabel: Record<CourseCategory, string> = {
  training: 'Training',
  bonus: 'Bonus',
  'daily-challenge': 'Daily Challenge',
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

/** Section headings of the materials list, one per type. */
export const materialTypeHeading: Record<MaterialType, string> = {
  pdf: 'PDFs',
  image: 'Images',
  document: 'Documents',
  link: 'Links',
};

export function formatDuration(minutes: number | null): string {
  if (!minutes) return 'Self-paced';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A length in seconds as a clock: 57 → "0:57", 125.4 → "2:05". */
export const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Choices are lettered A to D. */
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);
