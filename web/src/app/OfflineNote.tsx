/**
 * Says whether this tool works offline, honestly: a tool that needs our /api for any result
 * (meta `network: 'required'`) says it needs a connection; a tool without heavy data is precached with
 * the site; a tool with heavy data (offlineData.ts) fetches it when its page opens, and works
 * offline once the service worker has cached it. Shown only when a service worker controls the
 * page (otherwise nothing works offline and there is nothing to promise).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolMeta } from '../tools/types';
import { SELF_REPORTED, TOOL_DATA } from './offlineData';

type State = 'ready' | 'fetching' | 'missing' | null;

const noSubscription = () => () => {};
const workerSupported = () => 'serviceWorker' in navigator;
// A page rendered at build time (web/src/prerender.tsx) keeps the line; hydration meets it, and
// a browser without service workers then drops it.
const atBuildTime = () => true;

async function allCached(urls: string[]): Promise<boolean> {
  const hits = await Promise.all(urls.map((url) => caches.match(url)));
  return hits.every(Boolean);
}

export function OfflineNote({ id, network }: { id: string; network?: ToolMeta['network'] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(null);
  const supported = useSyncExternalStore(noSubscription, workerSupported, atBuildTime);

  // On the very first visit the service worker takes control of the page only after it has
  // installed: then this tool's data can be fetched through it, without a reload.
  const [controlled, setControlled] = useState(
    () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
  );
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (controlled || !sw) return;
    const onChange = () => setControlled(Boolean(sw.controller));
    sw.addEventListener('controllerchange', onChange);
    return () => sw.removeEventListener('controllerchange', onChange);
  }, [controlled]);

  useEffect(() => {
    if (!controlled || network === 'required') return;
    if (SELF_REPORTED.has(id)) return;
    const urls = TOOL_DATA[id] ?? [];
    let alive = true;
    const settle = (next: State) => alive && setState(next);
    void (async () => {
      if (urls.length === 0 || (await allCached(urls))) return settle('ready');
      if (!navigator.onLine) return settle('missing');
      settle('fetching');
      try {
        // The service worker's runtime cache keeps what passes through it, storing it just
        // after answering: read the bodies, then look a few times.
        await Promise.all(
          urls.map(async (url) => (await fetch(url, { priority: 'low' } as RequestInit)).blob()),
        );
        for (let i = 0; i < 20; i++) {
          if (await allCached(urls)) return settle('ready');
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        settle('missing');
      } catch {
        settle('missing');
      }
    })();
    return () => {
      alive = false;
    };
  }, [id, controlled, network]);

  // Its code may be cached, but without the network it gives no result: say so, always.
  if (network === 'required') {
    return (
      <p className="tool-offline tool-offline-online" data-offline="online">
        {t('offline.needsNetwork')}
      </p>
    );
  }
  // Where a service worker can run, the note's line is kept from the start: it arrives only once
  // the worker controls the page (seconds into a first visit), and must not push the tool down.
  if (!state) {
    return supported ? <p className="tool-offline tool-offline-pending" aria-hidden /> : null;
  }
  return (
    <p className={`tool-offline tool-offline-${state}`} data-offline={state}>
      {t(`offline.${state}`)}
    </p>
  );
}
