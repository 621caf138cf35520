/** The challenges feature's public surface: the content manager lists and edits challenges with these. */
export { kindRule } from './challenge-rules';
