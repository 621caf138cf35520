import { HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useT } from '@/i18n';

export function TrainIcon({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b402c" />
      <path d="M14 40V22a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v18z" fill="#f7bd25" />
      <rect x="20" y="21" width="9" height="8" rx="2" fill="#0b402c" />
      <rect x="33" y="21" width="9" height="8" rx="2" fill="#0b402c" />
      <path d="M10 40h44v4H10z" fill="#f7bd25" />
      <circle cx="22" cy="48" r="5" fill="#fde28a" stroke="#0b402c" strokeWidth="2" />
      <circle cx="42" cy="48" r="5" fill="#fde28a" stroke="#0b402c" strokeWidth="2" />
    </svg>
  );
}

export function Logo() {
  const t = useT();
  return (
    <HStack asChild gap="2" color="brand.800" _hover={{ textDecoration: 'none' }} flexShrink={0}>
      <RouterLink to={paths.landing.getHref()} aria-label={t('brand.name')}>
        <TrainIcon />
        <Text
          as="span"
          fontFamily="heading"
          fontWeight="extrabold"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="1.1"
          display={{ base: 'none', sm: 'block' }}
        >
          {t('brand.logo.line1')}{' '}
          <Text as="span" display="block" color="gold.700" fontSize="xs" letterSpacing="widest" textTransform="uppercase">
            {t('brand.logo.line2')}
          </Text>
        </Text>
      </RouterLink>
    </HStack>
  );
}
