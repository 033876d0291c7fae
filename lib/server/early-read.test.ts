import { describe, expect, it, vi } from 'vitest';
import { earlyRead } from './early-read';

describe('earlyRead', () => {
  it('gives the read’s answer to whoever awaits it', async () => {
    await expect(earlyRead(Promise.resolve(42))).resolves.toBe(42);
  });

  it('still rejects for whoever awaits it', async () => {
    await expect(earlyRead(Promise.reject(new Error('no store')))).rejects.toThrow('no store');
  });

  it('leaves no unhandled rejection when nobody awaits it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      earlyRead(Promise.reject(new Error('no store')));
      // Node reports unhandled rejections after the microtask queue drains; a macrotask later it would have.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
