import { describe, expect, it } from 'vitest';
import { uuidV7 } from './ids';

describe('uuidV7', () => {
  it('is an RFC 9562 version 7 UUID', () => {
    expect(uuidV7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts by creation time', () => {
    const ids = [uuidV7(1_700_000_000_000), uuidV7(1_700_000_000_001), uuidV7(1_800_000_000_000)];
    expect([...ids].sort()).toEqual(ids);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => uuidV7(1_700_000_000_000)));
    expect(ids.size).toBe(10_000);
  });
});
