import { Box, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';

import { RailTrack } from './rail-track';

/** Signed in, the hero's first button goes back to the learner's day; the SPEC's buttons stay beside it. */
function DashboardOffer({ name }: { name: string }) {
  return (
    <Button asChild colorPalette="gold" size="lg" data-testid="landing-dashboard-offer">
      <RouterLink to={paths.dashboard.getHref()}>Continue as {name}: open your dashboard</RouterLink>
    </Button>
  );
}

export function LandingHero() {
  const user = useCurrentUser();
  return (
    <Box
      as="section"
      aria-labelledby="landing-title"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
      px={{ base: '4', md: '8' }}
      pt={{ base: '10', md: '16' }}
      pb={{ base: '8', md: '12' }}
      position="relative"
      overflow="hidden"
    >
      <Stack maxW="4xl" mx="auto" gap="5" textAlign="center" align="center">
        <Text as="span" bg="gold.400" color="brand.950" fontWeight="bold" fontSize="sm" px="3" py="1" borderRadius="full">
          All aboard: lessons take about 2 minutes
        </Text>
        <Heading id="landing-title" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          Welcome to{' '}
          <Box as="span" color="gold.300">
            Money Train Academy
          </Box>
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="brand.50" maxW="2xl">
          The training game for network marketers. Finish short lessons, answer quizzes, complete missions and daily challenges, and collect tokens and points
          along the way.
        </Text>
        <Wrap justify="center" gap="3">
          {user ? <DashboardOffer name={user.name} /> : null}
          <Button asChild colorPalette="gold" variant={user ? 'outline' : 'solid'} size="lg">
            <RouterLink to={paths.auth.getHref('register')}>Join the Money Train</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={paths.auth.getHref('login')}>I Already Have an Account</RouterLink>
          </Button>
          <Button asChild variant="ghost" size="lg" color="gold.200" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={paths.courses.getHref()}>Browse Courses</RouterLink>
          </Button>
        </Wrap>
      </Stack>
      <RailTrack />
    </Box>
  );
}
