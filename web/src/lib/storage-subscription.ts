/**
 * Subscribes `listener` to changes of the localStorage entry `key`: in this tab through
 * `listeners` (the store calls each after it writes), in other tabs through the `storage` event
 * (a `null` key: the whole storage was cleared). For `useSyncExternalStore`'s subscribe.
 * @returns the unsubscribe function
 */
export function subscribeStorageKey(
  key: string,
  listeners: Set<() => void>,
  listener: () => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
