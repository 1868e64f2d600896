import { afterEach, expect, it, vi } from 'vitest';
import { instantiateAfterFailure } from './instances';
import { MODULES, loadModule } from './modules';

vi.mock('./instances', async (original) => ({
  ...(await original<typeof import('./instances')>()),
  instantiateAfterFailure: vi.fn(),
}));

const bundled = { ...MODULES };
afterEach(() => {
  Object.assign(MODULES, bundled);
  vi.restoreAllMocks();
});

it('after a failed first load (offline), the next call loads the module again without the bundler', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  MODULES.uuid = () => Promise.reject(new TypeError('Failed to fetch'));
  await expect(loadModule('uuid')).rejects.toMatchObject({ code: 'common.load_failed' });

  // The bundler's import would repeat its cached failure: the retry must not go through it.
  const viaBundler = vi.fn(() => Promise.reject(new TypeError('cached failure')));
  MODULES.uuid = viaBundler as unknown as typeof MODULES.uuid;
  const uuidV4 = () => 'fresh';
  vi.mocked(instantiateAfterFailure).mockResolvedValueOnce({ uuidV4 });
  const exports = (await loadModule('uuid')) as unknown as { uuidV4: () => string };
  expect(exports.uuidV4()).toBe('fresh');
  expect(viaBundler).not.toHaveBeenCalled();
  expect(instantiateAfterFailure).toHaveBeenCalledWith('uuid');
  // And it is kept: the next call reuses it.
  expect(await loadModule('uuid')).toBe(exports);
});

it('a retry that fails too is reported the same way, and tried again on the next call', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  MODULES.tz = () => Promise.reject(new TypeError('Failed to fetch'));
  await expect(loadModule('tz')).rejects.toMatchObject({ code: 'common.load_failed' });
  vi.mocked(instantiateAfterFailure).mockRejectedValueOnce(new TypeError('still offline'));
  await expect(loadModule('tz')).rejects.toMatchObject({ code: 'common.load_failed' });
  vi.mocked(instantiateAfterFailure).mockResolvedValueOnce({ ok: () => true });
  const exports = (await loadModule('tz')) as unknown as { ok: () => boolean };
  expect(exports.ok()).toBe(true);
});
