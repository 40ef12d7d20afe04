import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getConfig, loadConfig, parseConfig, setConfig } from '../../../src/lib/config';
import { testConfig } from '../../support/testConfig';

const runtime = {
  apiBaseUrl: 'http://127.0.0.1:4000/',
  line: { clientId: 'poolvilla-admin-line', authorizeUrl: 'http://127.0.0.1:4000/oauth/line/authorize' },
  apple: { clientId: 'poolvilla-admin-apple', authorizeUrl: 'http://127.0.0.1:4000/oauth/apple/authorize' },
  consumerSiteUrl: 'https://www.poolvilla.example',
  testingMode: true,
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setConfig(testConfig);
});
afterAll(() => server.close());

describe('runtime configuration', () => {
  it('is read from /config.json beside index.html', async () => {
    server.use(http.get('http://localhost/config.json', () => HttpResponse.json(runtime)));
    await loadConfig();
    expect(getConfig()).toEqual({ ...runtime, apiBaseUrl: 'http://127.0.0.1:4000' });
  });

  it('fails loudly when the file is missing or malformed', async () => {
    server.use(http.get('http://localhost/config.json', () => new HttpResponse(null, { status: 404 })));
    await expect(loadConfig()).rejects.toThrow('config.json could not be loaded (404)');
    expect(() => parseConfig({ ...runtime, line: { clientId: 'x' } })).toThrow('expected shape');
    expect(() => parseConfig({ ...runtime, testingMode: 'yes' })).toThrow('expected shape');
  });
});
