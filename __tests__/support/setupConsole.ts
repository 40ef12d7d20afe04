import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { clearImmediate, setImmediate } from 'node:timers';
import { setConfig } from '../../src/lib/config';
import { settleStores } from './renderConsole';
import { testConfig } from './testConfig';

setConfig(testConfig);

// The suite runs on shared two-core machines where a screen that answers in 50 ms alone can take
// seconds under load: a wait is a bound on a hang, never a speed check (speed is `npm run bench`).
configure({ asyncUtilTimeout: 15_000, defaultHidden: true });

// The in-process sandbox (Fastify, light-my-request) needs Node's setImmediate, which a browser
// window has not.
Object.assign(globalThis, { setImmediate, clearImmediate });
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
// No print dialog in a test: printing (the payout statements) is watched, not done.
window.print = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(settleStores);
