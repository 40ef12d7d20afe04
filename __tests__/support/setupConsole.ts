import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { clearImmediate, setImmediate } from 'node:timers';
import { setConfig } from '../../src/lib/config';
import { testConfig } from './testConfig';

setConfig(testConfig);

// The suite runs on shared two-core machines where a screen that answers in 50 ms alone can take
// seconds under load: a wait is a bound on a hang, never a speed check (speed is `npm run bench`).
configure({ asyncUtilTimeout: 15_000, defaultHidden: true });

// jsdom has no layout: media queries answer as on a 1280 px wide desktop.
const VIEWPORT_WIDTH = 1280;
function matches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || VIEWPORT_WIDTH >= Number(min[1])) && (!max || VIEWPORT_WIDTH <= Number(max[1]));
}
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
// The in-process sandbox (Fastify, light-my-request) needs Node's setImmediate, which jsdom hides,
// and its token signing needs Web Crypto's subtle API, which jsdom's crypto lacks.
Object.assign(globalThis, { setImmediate, clearImmediate });
Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
// React 19 builds `new FormData(form)` when a form's submit starts a transition (e.g. a router
// navigation); the environment's FormData is Node's, which takes no form element. The console's
// forms read their own state, so the form argument can be ignored.
const NodeFormData = globalThis.FormData;
class FormDataIgnoringForms extends NodeFormData {
  constructor(form?: unknown) {
    super();
    void form;
  }
}
Object.defineProperty(globalThis, 'FormData', { configurable: true, value: FormDataIgnoringForms });
// jsdom does not scroll.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
