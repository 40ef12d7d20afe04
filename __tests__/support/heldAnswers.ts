import { http } from 'msw';
import type { SandboxHarness } from './sandbox';
import { TEST_API } from './testConfig';

/**
 * Holds the sandbox's answers to `method` `path` (an MSW route under the test API) until the
 * returned function is called, however slow the machine: what the console shows meanwhile, and
 * what a second click does, is then certain. `when` narrows which requests are held.
 */
export function holdAnswers(
  sandbox: SandboxHarness,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  when: (request: Request) => boolean = () => true,
): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  sandbox.server.use(
    http[method](`${TEST_API}${path}`, async ({ request }) => {
      if (when(request)) await released;
      // Nothing answered here: the sandbox answers as it would have.
      return undefined;
    }),
  );
  return () => release();
}
