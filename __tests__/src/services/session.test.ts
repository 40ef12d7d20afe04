import { legacy_createStore } from 'redux';
import { authSlice, signedIn } from '../../../src/slices/authSlice';
import {
  announceRotation,
  followRotations,
  withRefreshLock,
  type Rotation,
} from '../../../src/services/session';

/** A BroadcastChannel stand-in: what was posted, and a way to deliver a message to the listener. */
function fakeChannel() {
  const channel = {
    posted: [] as unknown[],
    closed: false,
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (message: unknown) => channel.posted.push(message),
    close: () => {
      channel.closed = true;
    },
    deliver: (data: unknown) => channel.onmessage?.({ data } as MessageEvent),
  };
  return channel;
}

const pair = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}` });

function signedInStore() {
  const store = legacy_createStore(
    (state: { auth: ReturnType<typeof authSlice.reducer> } | undefined, action) => ({
      auth: authSlice.reducer(state?.auth, action),
    }),
  );
  store.dispatch(signedIn({ tokens: pair(1), remember: false }));
  return store;
}

describe('rotations announced between tabs', () => {
  it('announces the new pair with the refresh token it replaces, then lets the channel go', () => {
    const channel = fakeChannel();
    const rotation: Rotation = { previousRefreshToken: 'refresh-1', tokens: pair(2) };
    announceRotation(rotation, channel);
    expect(channel.posted).toEqual([rotation]);
    expect(channel.closed).toBe(true);
  });

  it("takes up a rotation of this tab's refresh token, and only that", () => {
    const store = signedInStore();
    const channel = fakeChannel();
    const stop = followRotations(store, channel);

    channel.deliver({ previousRefreshToken: 'refresh-9', tokens: pair(9) });
    channel.deliver({ previousRefreshToken: 'refresh-1', tokens: { accessToken: 3 } });
    channel.deliver('refresh-1');
    expect(store.getState().auth).toMatchObject(pair(1));

    channel.deliver({ previousRefreshToken: 'refresh-1', tokens: pair(2) });
    expect(store.getState().auth).toMatchObject(pair(2));
    stop();
    expect(channel.closed).toBe(true);
  });
});

describe('the refresh lock', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'locks');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'locks', original);
    else delete (navigator as { locks?: unknown }).locks;
  });

  it('runs the refresh under one lock for every tab of the browser', async () => {
    const request = jest.fn((_name: string, work: () => Promise<unknown>) => work());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    await expect(withRefreshLock(async () => 'refreshed')).resolves.toBe('refreshed');
    expect(request).toHaveBeenCalledWith('poolvilla-token-refresh', expect.any(Function));
  });

  it('runs it directly where the browser has no locks', async () => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    await expect(withRefreshLock(async () => 'refreshed')).resolves.toBe('refreshed');
  });
});
