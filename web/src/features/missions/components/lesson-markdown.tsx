/**
 * A station's lesson as structured text (docs/product.md#missions): a safe Markdown subset —
 * headings, paragraphs, lists, emphasis, quotes — rendered by react-markdown. Raw HTML in the text
 * is never rendered (react-markdown escapes it by default), and any element outside the subset
 * (links, images, tables, code) is unwrapped to its text. Loaded on demand, so the parser stays out
 * of the first paint.
 */
import { Box, Heading, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';

const ALLOWED = ['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'br'];

type Children = { children?: ReactNode };
// The page and the modal own h1/h2; every lesson heading sits below them.
const SectionHeading = ({ children }: Children) => (
  <Heading as="h3" size="md" color="brand.800" mt="2">
    {children}
  </Heading>
);

const components: Components = {
  h1: SectionHeading,
  h2: SectionHeading,
  h3: SectionHeading,
  h4: ({ children }) => (
    <Heading as="h4" size="sm" color="brand.800" mt="1">
      {children}
    </Heading>
  ),
  p: ({ children }) => <Text>{children}</Text>,
  ul: ({ children }) => (
    <List.Root ps="5" gap="1">
      {children}
    </List.Root>
  ),
  ol: ({ children }) => (
    <List.Root as="ol" ps="5" gap="1">
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => (
    <Box borderLeftWidth="3px" borderColor="brand.300" ps="3" color="fg.muted">
      {children}
    </Box>
  ),
};

export default function LessonMarkdown({ markdown }: { markdown: string }) {
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="mission-lesson">
      <Markdown allowedElements={ALLOWED} unwrapDisallowed skipHtml components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}
