/** Pages get stores from React context (useStores), never from a module global. */
import { createContext, useContext } from 'react';
import type { RootStore } from './RootStore';

const StoreContext = createContext<RootStore | null>(null);
export const StoreProvider = StoreContext.Provider;

export function useStores(): RootStore {
  const root = useContext(StoreContext);
  if (!root) throw new Error('useStores() outside <StoreProvider>');
  return root;
}

/** A feature store of this root (see RootStore.feature): created on first use, one per root. */
export function useFeature<T>(key: string, make: (root: RootStore) => T): T {
  return useStores().feature(key, make);
}
