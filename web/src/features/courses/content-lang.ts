/** Where the courses feature finds `contentLang`: shared with the stations and challenges (lib/content-lang.ts). */
export { contentLang } from '@/lib/content-lang';
