/** The language picker (docs/product.md#language). */
export { LanguagePicker } from './language-picker';
