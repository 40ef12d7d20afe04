import { http, HttpResponse } from 'msw';
import { EARLY_ANSWER_LIFETIME_MS, sendEarly, takeEarlyAnswer } from '../../../src/services/earlyCall';
import {
  everyProfile,
  fetchArguments,
  profileSearchRequest,
  type Sender,
} from '../../../src/services/request';
import { ProfilePaths } from '../../../src/services/contract';
import { seededAccounts, useSandbox } from '../../support/sandbox';
import { TEST_API } from '../../support/testConfig';

const sandbox = useSandbox();

async function admin(): Promise<Sender> {
  const { accessToken } = await sandbox.tokensFor(seededAccounts.admin);
  return { apiBaseUrl: TEST_API, language: 'th', token: accessToken };
}

const theSameCall = (sender: Sender) => fetchArguments(profileSearchRequest(everyProfile), sender);

afterEach(() => jest.restoreAllMocks());

describe('a call sent early', () => {
  it('is sent at once, and its answer is taken by the same call once', async () => {
    const sender = await admin();
    sendEarly(profileSearchRequest(everyProfile), sender);
    const answer = takeEarlyAnswer(...theSameCall(sender));
    expect(answer).toBeDefined();
    const body = (await (await answer!).json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(sandbox.count(ProfilePaths.search)).toBe(1);
    // Its body is read: a second taker sends the call itself.
    expect(takeEarlyAnswer(...theSameCall(sender))).toBeUndefined();
  });

  it('is not the answer of a call with another token, language or address', async () => {
    const sender = await admin();
    sendEarly(profileSearchRequest(everyProfile), sender);
    expect(takeEarlyAnswer(...theSameCall({ ...sender, token: 'another' }))).toBeUndefined();
    expect(takeEarlyAnswer(...theSameCall({ ...sender, language: 'en' }))).toBeUndefined();
    expect(
      takeEarlyAnswer(...fetchArguments(profileSearchRequest({ keyword: 'สม' }), sender)),
    ).toBeUndefined();
    expect(takeEarlyAnswer(...theSameCall(sender))).toBeDefined();
  });

  it('is dropped when nobody took it in time: it may be stale by then', async () => {
    const sender = await admin();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    sendEarly(profileSearchRequest(everyProfile), sender);
    now.mockReturnValue(1_000_000 + EARLY_ANSWER_LIFETIME_MS);
    sendEarly(profileSearchRequest(everyProfile), { ...sender, language: 'en' });
    now.mockReturnValue(1_000_000 + EARLY_ANSWER_LIFETIME_MS + 1);
    expect(takeEarlyAnswer(...theSameCall(sender))).toBeUndefined();
    // Still in time, just.
    expect(takeEarlyAnswer(...theSameCall({ ...sender, language: 'en' }))).toBeDefined();
  });

  it('leaves a failure to its taker, and one nobody takes is no unhandled rejection', async () => {
    const sender = await admin();
    sandbox.server.use(http.get(`${TEST_API}${ProfilePaths.search}`, () => HttpResponse.error()));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      sendEarly(profileSearchRequest(everyProfile), sender);
      await expect(takeEarlyAnswer(...theSameCall(sender))).rejects.toThrow();
      sendEarly(profileSearchRequest(everyProfile), { ...sender, language: 'en' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
