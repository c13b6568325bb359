import { afterAll, beforeAll } from 'vitest';

/**
 * Starts a local stand-in server before the test app and closes it after. Call it before
 * `useTestApp(handle.settings)`: the settings (`own`, loopback allowed, and what `settingsOf` takes
 * from the listening stub) are read in useTestApp's own beforeAll, which runs next.
 */
export function useStubBeforeApp<Stub extends { close(): Promise<void> }>(
  start: () => Promise<Stub>,
  settingsOf: (stub: Stub) => Record<string, string>,
  own: Record<string, string> = {},
): { settings: Record<string, string>; readonly stub: Stub } {
  const settings: Record<string, string> = { OUTBOUND_ALLOW_LOOPBACK: 'true', ...own };
  let stub: Stub | undefined;
  beforeAll(async () => {
    stub = await start();
    Object.assign(settings, settingsOf(stub));
  });
  afterAll(async () => {
    await stub?.close();
  });
  return {
    settings,
    get stub() {
      if (!stub) throw new Error('the stub starts in beforeAll');
      return stub;
    },
  };
}
