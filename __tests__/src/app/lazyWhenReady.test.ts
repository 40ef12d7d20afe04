import { rememberedImport } from '../../../src/app/lazyWhenReady';

describe('rememberedImport', () => {
  it('loads once and keeps the module for use without waiting', async () => {
    const module = { default: 'page' };
    const load = jest.fn(() => Promise.resolve(module));
    const page = rememberedImport(load);
    expect(page.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([page(), page()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(page.loaded()).toBe(module);
    await page();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed load be tried again', async () => {
    const module = { default: 'page' };
    const load = jest
      .fn<Promise<typeof module>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(module);
    const page = rememberedImport(load);
    await expect(page()).rejects.toThrow('chunk failed');
    expect(page.loaded()).toBeUndefined();
    await expect(page()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
