/**
 * The seeded admin's session for a test file: real tokens from the sandbox, and GETs on the
 * sandbox as that admin (what the sandbox holds, read without going through the console).
 */
import type { ApiEnvelope, Tokens } from '../../contract';
import { seededAccounts, type SandboxHarness } from './sandbox';

export interface AdminSession {
  /** Set before each test (or once per file); read it inside tests and hooks, not at import. */
  tokens: Tokens;
  /** The envelope's data of a GET, as the admin. */
  get: <T>(url: string) => Promise<T>;
}

export interface AdminSessionOptions {
  /** New tokens for every test (e.g. when tests sign out); once per file otherwise. */
  perTest?: boolean;
}

/** Call at the top of a test file, after `useSandbox()`. */
export function useAdminSession(sandbox: SandboxHarness, options: AdminSessionOptions = {}): AdminSession {
  const session: AdminSession = {
    tokens: { accessToken: '', refreshToken: '' },
    get: async <T>(url: string) => {
      const answer = await sandbox.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${session.tokens.accessToken}` },
      });
      return answer.json<ApiEnvelope<T>>().data;
    },
  };
  (options.perTest ? beforeEach : beforeAll)(async () => {
    session.tokens = await sandbox.tokensFor(seededAccounts.admin);
  });
  return session;
}
