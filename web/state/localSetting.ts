// A small value kept in localStorage, shared by every component that reads it.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeLocalSetting<T>(key: string, value: T): void {
  localStorage.setItem(key, JSON.stringify(value));
  listeners.forEach((l) => l());
}

export function useLocalSetting<T extends string | boolean | null>(
  key: string,
  fallback: T,
): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => read(key, fallback),
  );
  return [value, (next: T) => writeLocalSetting(key, next)];
}
