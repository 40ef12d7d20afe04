import type { FastifyInstance } from 'fastify';
import { envelope } from './envelope';
import type { FaultRule, FaultSettings } from './control/schemas';

/**
 * Faults on demand: latency, 500 INJECTED_FAULT answers (or a chosen status: 404 plays a call the
 * API lacks), dropped connections and expired tokens, for chosen paths, methods and query texts.
 * Held in memory, off by default; switched by main.ts's flags or the /__sandbox/faults control
 * path. Never applied to /__sandbox/* itself.
 */

interface InstalledRule {
  rule: FaultRule;
  matches: (path: string) => boolean;
  /** For expireTokens: access tokens stamped with an older epoch count as expired. */
  epoch: number;
}

/** mulberry32: a small seeded PRNG, so a given error rate fails the same calls on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `*` matches any run of characters (slashes included) and the glob must match the whole path; without `*` the pattern is a prefix. */
export function pathMatcher(pattern: string): (path: string) => boolean {
  if (!pattern.includes('*')) return (path) => path.startsWith(pattern);
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

export class Faults {
  private installed: InstalledRule[] = [];
  private random: () => number;
  private lastEpoch = 0;

  constructor(
    private readonly seed: number,
    rules: FaultRule[] = [],
  ) {
    this.random = prng(seed);
    this.replace(rules);
  }

  list(): FaultSettings {
    return { rules: this.installed.map((installed) => installed.rule) };
  }

  /**
   * Replaces every rule, their methods upper case however given. Each expireTokens rule opens a new
   * token epoch: tokens issued before it expire.
   */
  replace(rules: FaultRule[]): void {
    this.random = prng(this.seed);
    this.installed = rules.map((given) => ({
      rule: given.methods
        ? { ...given, methods: given.methods.map((method) => method.toUpperCase()) }
        : given,
      matches: pathMatcher(given.pattern),
      epoch: given.expireTokens ? this.nextEpoch() : 0,
    }));
  }

  clear(): void {
    this.replace([]);
  }

  /** The epoch stamped into new access tokens. */
  currentEpoch(): number {
    return this.lastEpoch;
  }

  private nextEpoch(): number {
    this.lastEpoch = Math.max(Date.now(), this.lastEpoch + 1);
    return this.lastEpoch;
  }

  /** The rules covering a call; `query` is its query string, undecoded, for rules that name one. */
  matching(method: string, path: string, query = ''): FaultRule[] {
    if (path === '/__sandbox' || path.startsWith('/__sandbox/')) return [];
    return this.select(method, path)
      .filter((installed) => !installed.rule.query || query.includes(installed.rule.query))
      .map((installed) => installed.rule);
  }

  /** True when an expireTokens rule covers the call and the token predates it. */
  tokenExpired(method: string, path: string, tokenEpoch: number): boolean {
    if (path.startsWith('/__sandbox/')) return false;
    return this.select(method, path).some(
      (installed) => installed.rule.expireTokens && tokenEpoch < installed.epoch,
    );
  }

  /** Rolls the dice for an errorRate: 1 always fails, 0 never, in between by the seeded PRNG. */
  fails(errorRate: number | undefined): boolean {
    if (!errorRate || errorRate <= 0) return false;
    if (errorRate >= 1) return true;
    return this.random() < errorRate;
  }

  private select(method: string, path: string): InstalledRule[] {
    const upper = method.toUpperCase();
    return this.installed.filter(
      ({ rule, matches }) =>
        (!rule.methods || rule.methods.length === 0 || rule.methods.includes(upper)) && matches(path),
    );
  }
}

/** A rule must do something (the schema, FaultRuleSchema, checks each value). */
export const hasEffect = (rule: FaultRule): boolean =>
  Boolean(rule.latencyMs || rule.errorRate || rule.drop || rule.expireTokens);

declare module 'fastify' {
  interface FastifyInstance {
    faults: Faults;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request's path without the query, percent-decoded where possible: what patterns are matched against. */
export function requestPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Decorates `app.faults` and applies them first thing on every request (before the auth guard). */
export async function registerFaults(app: FastifyInstance): Promise<void> {
  const faults = new Faults(app.sandbox.faultSeed, app.sandbox.faults.rules);
  app.decorate('faults', faults);

  app.addHook('onRequest', async (request, reply) => {
    const rules = faults.matching(request.method, requestPath(request.url), request.url.split('?')[1] ?? '');
    if (rules.length === 0) return;
    const latency = Math.max(0, ...rules.map((rule) => rule.latencyMs ?? 0));
    if (latency > 0) {
      reply.header('x-sandbox-fault', 'latency');
      await sleep(latency);
    }
    if (rules.some((rule) => rule.drop)) {
      // No answer at all: the socket is destroyed. Under inject() the call rejects (LIGHT_ECONNRESET).
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    const failing = rules.find((rule) => faults.fails(rule.errorRate));
    if (failing) {
      const status = failing.status ?? 500;
      return reply
        .code(status)
        .header('x-sandbox-fault', 'error')
        .send(envelope(request, status, status === 404 ? 'NOT_FOUND' : 'INJECTED_FAULT', null));
    }
  });
}
