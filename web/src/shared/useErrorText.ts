import { useTranslation } from 'react-i18next';
import { errorKeys, type ToolError } from '../core';

/** Translates a ToolError in the current language: the tool's own text first, then common.
 * Whole-number parameters are written with the language's digit grouping (10,000); digits with
 * a leading zero are a code (the area code 0755), not a number, and stay as they are. */
export function useErrorText(namespace: string): (error: ToolError | null) => string | undefined {
  const { t, i18n } = useTranslation([namespace, 'common']);
  return (error) => {
    if (!error) return undefined;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(error.params)) {
      params[key] = /^(0|[1-9]\d*)$/.test(value)
        ? Number(value).toLocaleString(i18n.language)
        : value;
    }
    return t(errorKeys(error, namespace), params);
  };
}
