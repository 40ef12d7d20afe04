import { http, HttpResponse } from 'msw';
import type { SandboxHarness } from './sandbox';
import { TEST_API } from './testConfig';

/** For this test, the API has no such call (ours, proposed): it answers 404 as an API answers a path it does not have. */
export function withoutCall(sandbox: SandboxHarness, path: string) {
  sandbox.server.use(
    http.get(`${TEST_API}${path}`, () =>
      HttpResponse.json(
        { status: { code: 404, description: 'NOT_FOUND', message: path }, data: null },
        { status: 404 },
      ),
    ),
  );
}
