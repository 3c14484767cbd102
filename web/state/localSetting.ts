// A small value kept in localStorage, shared by every component (and every tab) that reads it.
import { useSyncExternalStore } from 'react';

type Primitive = string | boolean | null;

const listeners = new Set<() => void>();

export function subscribeLocalSettings(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a setting: the `storage` event tells this one.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored value when it passes `isValid`, else the fallback (storage may be off or hold junk). */
export function readLocalSetting<T extends Primitive>(
  key: string,
  fallback: T,
  isValid: (v: unknown) => v is T,
): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeLocalSetting<T extends Primitive | readonly string[]>(key: string, value: T): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function useLocalSetting<T extends Primitive>(
  key: string,
  fallback: T,
  isValid: (v: unknown) => v is T,
): [T, (value: T) => void] {
  // The server (and hydration) draw the fallback: the stored value comes right after.
  const value = useSyncExternalStore(
    subscribeLocalSettings,
    () => readLocalSetting(key, fallback, isValid),
    () => fallback,
  );
  return [value, (next: T) => writeLocalSetting(key, next)];
}

export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
