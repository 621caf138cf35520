/**
 * "Top coaches this week" on the league page (docs/product.md#coaching): the learners whose
 * coaching earned the most points since Monday, names and points only. Nothing shows while it
 * loads, when nobody has coached yet this week, or when it cannot be read (the league above is the
 * page's content; this line only adds to it).
 */
import { Box, Flex, Text } from '@chakra-ui/react';

import { StarIcon } from '@/components/ui/icons';
import { isolateInRtl, useT } from '@/i18n';

import { useTopCoaches } from '../api/coaching-queue';

export function TopCoaches({ userId }: { userId: string }) {
  const t = useT();
  const coaches = useTopCoaches().data ?? [];
  if (coaches.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="top-coaches" bg="white" borderRadius="card" boxShadow="card" p={{ base: '4', md: '5' }} data-testid="top-coaches">
      <Flex align="center" gap="2" mb="2">
        <StarIcon boxSize="4" color="gold.600" />
        <Text as="h2" id="top-coaches" fontWeight="bold" color="brand.800">
          {t('league.topCoaches.title')}
        </Text>
      </Flex>
      <Flex as="ol" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
        {coaches.map((coach, index) => (
          <Text
            as="li"
            key={coach.id}
            fontSize="sm"
            px="2.5"
            py="1"
            borderRadius="full"
            bg={coach.id === userId ? 'gold.100' : 'brand.50'}
            overflowWrap="anywhere"
          >
            {t(coach.id === userId ? 'league.topCoaches.you' : 'league.topCoaches.coach', {
              place: index + 1,
              name: isolateInRtl(coach.name),
              points: coach.points,
            })}
          </Text>
        ))}
      </Flex>
    </Box>
  );
}
