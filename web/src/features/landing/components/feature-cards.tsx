import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { featureCards } from '../content';

export function FeatureCards() {
  const t = useT();
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
      {featureCards.map((card) => (
        <Box as="li" key={card.title} bg="white" borderRadius="card" boxShadow="card" p="5" borderTopWidth="4px" borderColor="gold.400">
          <Box display="inline-flex" p="2.5" borderRadius="xl" bg="brand.50" color="brand.700">
            <card.icon boxSize="7" />
          </Box>
          <Heading as="h3" size="md" mt="2" color="brand.800">
            {t(card.title)}
          </Heading>
          <Text mt="2" color="fg.muted">
            {t(card.text)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
