import { Text } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { gate } from '@/testing/gate';
import { renderWithProviders } from '@/testing/test-utils';

import { deferredPanel } from '../deferred-panel';

function Greeting({ name }: { name: string }) {
  return <Text>Hello {name}</Text>;
}

// jsdom has no IntersectionObserver: useRevealed lets every panel render at once, so these tests
// see only what the loading adds.
describe('deferredPanel', () => {
  it('keeps the placeholder until both the code and the data are in, then shows the panel with its props', async () => {
    const code = gate<void>();
    const data = gate<void>();
    const seen: string[] = [];
    const Panel = deferredPanel(async () => {
      await code.promise;
      return {
        Panel: Greeting,
        preload: async (_client, props: { name: string }) => {
          seen.push(props.name);
          await data.promise;
        },
      };
    }, '10rem');
    renderWithProviders(<Panel name="Amara" />);
    expect(screen.queryByTestId('panel-placeholder')).not.toBeNull();
    code.open();
    await waitFor(() => expect(seen).toEqual(['Amara']));
    expect(screen.queryByTestId('panel-placeholder')).not.toBeNull();
    expect(screen.queryByText('Hello Amara')).toBeNull();
    data.open();
    await screen.findByText('Hello Amara');
    expect(screen.queryByTestId('panel-placeholder')).toBeNull();
  });

  it('preloads into the query client the app uses', async () => {
    const Panel = deferredPanel(
      async () => ({
        Panel: Greeting,
        preload: (client, props: { name: string }) => client.prefetchQuery({ queryKey: ['greeting'], queryFn: () => `for ${props.name}` }),
      }),
      '10rem',
    );
    const { queryClient } = renderWithProviders(<Panel name="Kofi" />);
    await screen.findByText('Hello Kofi');
    expect(queryClient.getQueryData(['greeting'])).toBe('for Kofi');
  });

  it("throws a chunk that fails to load to the route's error boundary", async () => {
    const Panel = deferredPanel<{ name: string }>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), '10rem');
    renderWithProviders(<Panel name="Ada" />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getAllByText(/Failed to fetch dynamically imported module/).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('panel-placeholder')).toBeNull();
  });
});
