import type { Course, CourseProgress, Material, Quiz } from '@contract';

export const course: Course = {
  id: 1,
  title: 'Prospecting 101',
  description: 'Find the people who want what you offer.',
  category: 'training',
  duration: 15,
  videoUrl: 'https://video.example/prospecting',
  videoPath: null,
  captionsPath: null,
  isPublic: true,
  order: 1,
  lang: 'en',
  videoLang: 'en',
};

export const quizzes: Quiz[] = [
  {
    id: 11,
    courseId: 1,
    question: 'Who is on your warm market list?',
    choices: ['People you know', 'Strangers', 'Nobody', 'Competitors'],
    points: 10,
    lang: 'en',
  },
  { id: 12, courseId: 1, question: 'How long is a lesson?', choices: ['An hour', 'About 2 minutes', 'A day', 'A week'], points: 20, lang: 'en' },
];

export const materials: Material[] = [
  {
    id: 101,
    courseId: 1,
    title: 'Warm Market Worksheet',
    type: 'pdf',
    description: 'List 100 names',
    fileUrl: 'https://files.example/w.pdf',
    file: null,
    order: 1,
    lang: 'en',
  },
  {
    id: 102,
    courseId: 1,
    title: 'Script Cards',
    type: 'document',
    description: '',
    fileUrl: 'https://files.example/cards.docx',
    file: null,
    order: 2,
    lang: 'en',
  },
  { id: 103, courseId: 1, title: 'Team Photo', type: 'image', description: 'Smile', fileUrl: 'https://files.example/p.png', file: null, order: 3, lang: 'en' },
  { id: 104, courseId: 1, title: 'Community Group', type: 'link', description: '', fileUrl: 'https://group.example', file: null, order: 4, lang: 'en' },
  // An older material with nothing to open (neither a file nor a link): learners are not shown it.
  { id: 105, courseId: 1, title: 'Follow-up Guide', type: 'pdf', description: '', fileUrl: null, file: null, order: 5, lang: 'en' },
];

export const noProgress: CourseProgress = { courseId: 1, watchTime: 0, isCompleted: false, percent: 0, quizPercent: 0, total: 0, completedAt: null };
export const completedProgress: CourseProgress = {
  courseId: 1,
  watchTime: 900,
  isCompleted: true,
  percent: 100,
  quizPercent: 0,
  total: 60,
  completedAt: '2026-11-22T10:00:00Z',
};
