import { useSyncExternalStore } from 'react';

import { getCurrentUser, subscribeCurrentUser } from '@/lib/current-user';
import type { User } from '@contract';

export function useCurrentUser(): User | null {
  return useSyncExternalStore(subscribeCurrentUser, getCurrentUser, getCurrentUser);
}
