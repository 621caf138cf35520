/**
 * The courses feature's public surface: what other features (the content manager) may use. Other
 * features import `@/features/courses` only, never a file inside it (docs/architecture.md#web-code-layout-and-import-boundaries).
 * The course shapes themselves (Course, Material, Quiz, categories) are the contract's (`@contract`).
 */
export { useCourses } from './api/get-courses';
export { useCourseMaterials } from './api/get-course-materials';
export { categoryLabel, categoryName, categoryPalette, choiceLetter, formatClock, formatDuration, materialTypeLabel, materialTypeName } from './format';
export { MaterialIcon } from './components/material-icon';
export { contentLang } from './content-lang';
export { hasNoLesson, hasVideo, MARK_COMPLETED_THRESHOLD } from './progress';
