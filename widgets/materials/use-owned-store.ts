import { useEffect, useState, type DependencyList } from 'react';

/**
 * A store this component owns: made after mount, destroyed on unmount or when `deps` change.
 * Made in an effect (not during render) so StrictMode's mount–unmount–mount never leaves a destroyed store in use.
 * Returns undefined until the store for the current deps exists.
 */
export function useOwnedStore<S extends { destroy(): void }>(create: () => S, deps: DependencyList): S | undefined {
  const key = deps.map(String).join('\u0000');
  const [owned, setOwned] = useState<{ key: string; store: S }>();
  useEffect(() => {
    const store = create();
    setOwned({ key, store });
    return () => store.destroy();
    // `create` is a new closure each render; the deps say when a new store is needed
  }, [key]);
  return owned?.key === key ? owned.store : undefined;
}
