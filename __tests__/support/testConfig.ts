import type { RuntimeConfig } from '../../src/lib/config';

/** The API base the console's tests call; MSW answers it from the in-process sandbox. */
export const TEST_API = 'http://sandbox.test';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: TEST_API,
  line: { clientId: 'poolvilla-admin-line', authorizeUrl: `${TEST_API}/oauth/line/authorize` },
  apple: { clientId: 'poolvilla-admin-apple', authorizeUrl: `${TEST_API}/oauth/apple/authorize` },
  consumerSiteUrl: 'https://www.poolvilla.example',
  testingMode: true,
};
