/**
 * Malformed answers (issue 7): an API answer with fields missing, null or of the wrong type must
 * show as '-' and 0 on every screen, which keeps working; an answer that is wrong as a whole shows
 * the screen's empty or error state, never a blank page. The tests force such answers through MSW
 * with these helpers and check what the console shows with `expectSurvived`. Imported whole:
 * `import * as malformed from '…/support/malformed'`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { ProfilePaths, type Tokens } from '../../contract';
import type { SandboxHarness } from './sandbox';
import { TEST_API } from './testConfig';
import { subjectOf } from './tokens';
import { LEAK, mistyped, NAMED_BY, NOT_THE_DATA, okEnvelope } from './malformedAnswers';

export * from './malformedAnswers';

interface AnswerOptions {
  /** Wrapped in a 200 envelope (the default); `false` sends `data` as the whole body. */
  envelope?: boolean;
}

/** `method` on `path` (any query) answers `data` instead of the sandbox, still counted in `sandbox.requests`. */
function answer(
  sandbox: SandboxHarness,
  method: 'get' | 'post',
  path: string,
  data: unknown,
  { envelope = true }: AnswerOptions,
): void {
  sandbox.server.use(
    http[method](`${TEST_API}${path}`, ({ request }) => {
      const url = new URL(request.url);
      sandbox.requests.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
      });
      return HttpResponse.json((envelope ? okEnvelope(data) : data) as JsonBodyType);
    }),
  );
}

/**
 * GET `path` (any query) answers `data` in a 200 envelope instead of the sandbox's answer, or, with
 * `envelope: false`, `data` as the whole body. Still counted in `sandbox.requests`.
 */
export function answerGet(sandbox: SandboxHarness, path: string, data: unknown, options: AnswerOptions = {}) {
  answer(sandbox, 'get', path, data, options);
}

/** The same for POST `path`: e.g. the sign-in exchange or the refresh answering malformed tokens. */
export function answerPost(
  sandbox: SandboxHarness,
  path: string,
  data: unknown,
  options: AnswerOptions = {},
) {
  answer(sandbox, 'post', path, data, options);
}

/** The profile call of the signed-in admin (the token's subject) answers `fields`, with the right id. */
export function answerOwnProfile(sandbox: SandboxHarness, tokens: Tokens, fields: Record<string, unknown>) {
  const profileId = subjectOf(tokens.accessToken);
  answerGet(sandbox, ProfilePaths.byId(profileId), { profileId, ...fields });
  return profileId;
}

/** A token answer (sign-in or refresh) that is not two tokens as text, made from real tokens. */
export interface BadTokenAnswer {
  what: string;
  dataOf: (tokens: Tokens) => unknown;
  /** False: the data alone, without the API's envelope around it. */
  envelope?: boolean;
}

/** Every way a token answer can be wrong, for the sign-in exchange and the refresh alike. */
export const BAD_TOKEN_ANSWERS: readonly BadTokenAnswer[] = [
  { what: 'no tokens', dataOf: () => ({}) },
  { what: 'no refresh token', dataOf: ({ accessToken }) => ({ accessToken }) },
  { what: 'empty tokens', dataOf: () => ({ accessToken: '', refreshToken: '' }) },
  { what: 'null tokens', dataOf: () => ({ accessToken: null, refreshToken: null }) },
  {
    what: 'tokens of the wrong type',
    dataOf: ({ accessToken, refreshToken }) => ({
      accessToken: mistyped(accessToken),
      refreshToken: mistyped(refreshToken),
    }),
  },
  { what: 'numbers for tokens', dataOf: () => ({ accessToken: 42, refreshToken: 7 }) },
  { what: 'null', dataOf: () => null },
  { what: 'text', dataOf: () => NOT_THE_DATA },
  { what: 'a list of the tokens', dataOf: (tokens) => [tokens] },
  { what: 'the tokens without their envelope', dataOf: (tokens) => tokens, envelope: false },
];

/**
 * The screen survived: not the route error page, and nothing in `container` (the whole page,
 * dialogs included, by default) shows a leaked value, in its text or in its elements' names.
 */
export function expectSurvived(container: HTMLElement = document.body): void {
  expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  expect(container.textContent).not.toMatch(LEAK);
  const names = [...container.querySelectorAll('*')].flatMap((element) =>
    NAMED_BY.map((attribute) => element.getAttribute(attribute) ?? ''),
  );
  expect(names.filter((name) => LEAK.test(name))).toEqual([]);
}

export interface RecoveryCheck {
  /** Renders the screen. */
  open: () => Promise<{ user: UserEvent }>;
  /** The screen's own error text, shown in place of what failed. */
  message: string;
  /** The call is not silent: the general error is told in the alert dialog too. */
  alerted?: boolean;
  /** Passes once the screen shows the sandbox's data again. */
  recovered: () => void;
}

/**
 * GET `path` answers a body that is not the envelope at all: the screen shows its error state with
 * Try again (never the route error page), and Try again, once the sandbox answers, brings it back.
 */
export async function expectErrorThenRecovery(
  sandbox: SandboxHarness,
  path: string,
  { open, message, alerted = false, recovered }: RecoveryCheck,
): Promise<void> {
  answerGet(sandbox, path, NOT_THE_DATA, { envelope: false });
  const { user } = await open();
  const failed = (await screen.findByText(message)).closest('[role="alert"]');
  expectSurvived();
  if (alerted) await user.click(await screen.findByRole('button', { name: 'OK, got it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  sandbox.server.resetHandlers();
  await user.click(within(failed as HTMLElement).getByRole('button', { name: 'Try again' }));
  await waitFor(recovered);
  expectSurvived();
}
