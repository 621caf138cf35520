/** A screen's title (its one h1) and the sentence under it saying what the screen is for. */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="3xl" color="brand.800">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}
