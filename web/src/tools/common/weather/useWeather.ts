import { useCallback, useEffect, useRef, useState } from 'react';
import { WeatherError, fetchWeather, readSaved, savedKey, type LoadedWeather } from './api';

/** Codes that are about the name typed, not the network: nothing saved is shown instead. */
const NAME_ERRORS = ['weather.empty', 'weather.unknown_city', 'weather.ambiguous_city'];

export interface WeatherState {
  /** null: the default five cities; else the name or id asked for. */
  city: string | null;
  data: LoadedWeather | null;
  loading: boolean;
  error: WeatherError | null;
  show: (city: string | null) => void;
}

/**
 * One view at a time. The saved copy of a view shows at once (offline, or while loading); a
 * failed request keeps it, with the error saying why it is not fresh.
 */
export function useWeather(initial: string | null = null): WeatherState {
  const [city, setCity] = useState<string | null>(initial);
  const [data, setData] = useState<LoadedWeather | null>(() => readSaved(savedKey(initial)));
  const [first] = useState(initial);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<WeatherError | null>(null);
  const running = useRef<AbortController | null>(null);

  const load = useCallback((next: string | null) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    fetchWeather(next, controller.signal).then(
      (fresh) => {
        if (controller.signal.aborted) return;
        setCity(next);
        setData(fresh);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        const err = e instanceof WeatherError ? e : new WeatherError('malformed');
        setError(err);
        setLoading(false);
        if (NAME_ERRORS.includes(err.code)) {
          // A link's city that is no city: the message says so, and the address drops it.
          setCity((shown) => (shown === next ? null : shown));
          return;
        }
        // Keep what is on screen if it is this view; else the saved copy of the view asked for.
        const saved = readSaved(savedKey(next));
        setCity(next);
        setData(saved);
      },
    );
  }, []);

  useEffect(() => {
    load(first);
    return () => running.current?.abort();
  }, [load, first]);

  const show = useCallback(
    (next: string | null) => {
      setLoading(true);
      load(next);
    },
    [load],
  );

  return { city, data, loading, error, show };
}
