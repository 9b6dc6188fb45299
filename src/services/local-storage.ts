/** jotai's SyncStorage shape (not exported by 'jotai/utils'). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, newValue: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
}

/** localStorage when the page has one (absent in unit tests run under node, or when blocked). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A jotai storage over localStorage that checks what it reads: `read` turns the parsed JSON into a
 * value or answers undefined when it is not one; then `onUnreadable` runs and the initial value is
 * used. Writing null (or the RESET of jotai) removes the key. Other tabs' writes arrive through the
 * `storage` event, checked the same way.
 */
export function checkedStorage<T>(
  read: (raw: unknown) => T | undefined,
  onUnreadable?: (key: string) => void,
): SyncStorage<T> {
  const parse = (key: string, text: string | null, initial: T): T => {
    if (text === null) return initial;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      onUnreadable?.(key);
      return initial;
    }
    const value = read(raw);
    if (value === undefined) {
      onUnreadable?.(key);
      return initial;
    }
    return value;
  };
  return {
    getItem: (key, initial) => parse(key, browserStorage()?.getItem(key) ?? null, initial),
    setItem: (key, value) => {
      if (value === null || value === undefined) browserStorage()?.removeItem(key);
      else browserStorage()?.setItem(key, JSON.stringify(value));
    },
    removeItem: (key) => browserStorage()?.removeItem(key),
    subscribe: (key, callback, initial) => {
      if (typeof window === 'undefined') return () => {};
      const listener = (e: StorageEvent) => {
        if (e.key === key && e.storageArea === browserStorage()) callback(parse(key, e.newValue, initial));
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
