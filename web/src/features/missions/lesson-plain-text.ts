/**
 * A station's lesson as plain text, its Markdown marks taken off: what shows for the moment its
 * renderer is still loading (docs/product.md#missions). Headings lose their "#", emphasis its "*" and
 * "_", a quote its ">", a bullet becomes "•"; links and images keep their text only, and
 * HTML tags are dropped, as the renderer does.
 */
export function lessonPlainText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s{0,3}>\s?/, '')
        .replace(/^(\s*)[-*+]\s+/, '$1• ')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]*>/g, '')
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2'),
    )
    .join('\n');
}
