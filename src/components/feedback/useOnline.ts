import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser is online, as it says (`navigator.onLine`, its online and offline events).
 * Offline, changes are disabled with the reason: they would only fail. RTK Query refetches what is
 * on the screen when the connection returns (`refetchOnReconnect`).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
