import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from 'playwright-core';
import { scriptBody } from '../../bench/scriptBody';

const SCRIPT = Buffer.from('console.log("the chunk");');

/** A script's response as Playwright gives it, whose body the browser may or may not still hold. */
const responseOf = (url: string, body: () => Promise<Buffer>) =>
  ({ url: () => url, body }) as unknown as Response;

describe("a script's bytes for the size figures", () => {
  let server: http.Server;
  let url: string;
  const served: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, reply) => {
      served.push(request.url ?? '');
      if (request.url === '/assets/main.01234567.js') reply.end(SCRIPT);
      else reply.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (served.length = 0));

  it("are the browser's when it still holds them", async () => {
    const browsers = Buffer.from('as the browser received it');
    await expect(
      scriptBody(responseOf(`${url}/assets/main.01234567.js`, async () => browsers)),
    ).resolves.toEqual(browsers);
    expect(served).toEqual([]);
  });

  it('are read again from the server when the browser no longer holds them', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gone = () =>
      Promise.reject(
        new Error('Protocol error (Network.getResponseBody): No resource with given identifier found\nmore'),
      );
    await expect(scriptBody(responseOf(`${url}/assets/main.01234567.js`, gone))).resolves.toEqual(SCRIPT);
    expect(served).toEqual(['/assets/main.01234567.js']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('No resource with given identifier found; read again'),
    );
    warn.mockRestore();
  });

  it('fail when the server no longer has them either', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gone = () => Promise.reject(new Error('No resource with given identifier found'));
    await expect(scriptBody(responseOf(`${url}/assets/gone.js`, gone))).rejects.toThrow(
      'answered 404 when read again',
    );
    warn.mockRestore();
  });

  it('leave any other failure to stop the bench', async () => {
    const broken = () => Promise.reject(new Error('Target page, context or browser has been closed'));
    await expect(scriptBody(responseOf(`${url}/assets/main.01234567.js`, broken))).rejects.toThrow(
      'has been closed',
    );
    expect(served).toEqual([]);
  });
});
