import { Box, Circle, Heading, HStack, Stack, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { quickStartSteps } from '../content';

export function QuickStartGuide() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="quick-start" bg="brand.50" borderRadius="card" p={{ base: '5', md: '8' }}>
      <Heading id="quick-start" as="h2" size="xl" color="brand.800">
        {t('landing.quickStart.title')}
      </Heading>
      <Stack as="ol" mt="4" gap="3" listStyleType="none" m="0" p="0">
        {quickStartSteps.map((step, index) => (
          <HStack as="li" key={step} gap="3" align="center">
            <Circle size="9" bg="brand.700" color="white" fontWeight="bold" flexShrink={0}>
              {index + 1}
            </Circle>
            <Text fontSize="lg">{t(step)}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
