/** The text that goes into the code: typed as is, or built from the Wi-Fi / contact forms. */
import { useEffect, useState } from 'react';
import {
  ToolError,
  codeContactText,
  codeWifiText,
  toToolError,
  type ContactOptions,
  type WifiOptions,
} from '../../../core';
import type { QrMode } from './options';

interface Payload {
  text: string | null;
  error: ToolError | null;
}

export function usePayload(
  mode: QrMode | 'plain',
  plain: string,
  wifi: WifiOptions,
  contact: ContactOptions,
): Payload {
  const [built, setBuilt] = useState<Payload & { key: string }>({
    key: '',
    text: null,
    error: null,
  });
  const key =
    mode === 'wifi' ? JSON.stringify(wifi) : mode === 'contact' ? JSON.stringify(contact) : '';

  useEffect(() => {
    if (mode !== 'wifi' && mode !== 'contact') return;
    let stale = false;
    const build = mode === 'wifi' ? codeWifiText(wifi) : codeContactText(contact);
    build.then(
      (text) => !stale && setBuilt({ key: mode + key, text, error: null }),
      (e: unknown) => !stale && setBuilt({ key: mode + key, text: null, error: toToolError(e) }),
    );
    return () => {
      stale = true;
    };
    // `key` stands for the form's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, key]);

  if (mode === 'text' || mode === 'plain') {
    return { text: plain, error: plain.length === 0 ? new ToolError('code.empty') : null };
  }
  // While the first build of a form runs there is nothing to show yet.
  if (built.key !== mode + key) return { text: null, error: null };
  return { text: built.text, error: built.error };
}
