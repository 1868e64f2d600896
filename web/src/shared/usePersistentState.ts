import { useCallback, useState } from 'react';

const PREFIX = 'toolbox:';

function read<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * useState that remembers a tool's option in localStorage (`toolbox:<key>`). Stored values that
 * no longer pass `isValid` (say, after an update) are ignored rather than trusted.
 */
export function usePersistentState<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, fallback, isValid));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the option still applies now.
      }
    },
    [key],
  );
  return [value, update];
}

export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
export const isString = (v: unknown): v is string => typeof v === 'string';
export function isOneOf<T extends string>(options: readonly T[]) {
  return (v: unknown): v is T =>
    typeof v === 'string' && (options as readonly string[]).includes(v);
}
