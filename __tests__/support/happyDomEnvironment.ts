import HappyDOMEnvironment from '@happy-dom/jest-environment';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

/**
 * happy-dom for the console's tests, with Node's own fetch API (MSW intercepts Node's fetch and
 * builds Node's Request and Response).
 */
export default class ConsoleEnvironment extends HappyDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const nodeGlobals = {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      WritableStream,
      TransformStream,
      Blob,
      Headers,
      FormData,
      Request,
      Response,
      fetch,
      AbortController,
      AbortSignal,
      structuredClone,
      URL,
      URLSearchParams,
      BroadcastChannel,
    };
    Object.assign(this.global, nodeGlobals);
  }
}
