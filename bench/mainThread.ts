/**
 * Where a page's main thread spends its time until a moment (the first row drawn), from a Chromium
 * performance trace: compiling scripts, running them (module evaluation, React's work, the answer's
 * handling), style and layout, garbage collection, and the rest of the browser's tasks. The users
 * bench prints it for the console and the bare DataGrid page, so the first-row ratio comes with
 * where the difference goes.
 */
import type { Browser, Page } from 'playwright-core';

export type WorkKind = 'compile' | 'script' | 'styleAndLayout' | 'gc' | 'other';
export type MainThreadWork = Record<WorkKind | 'busy', number>;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** Trace categories with the events below (navigationStart is a user-timing one); V8's compile events are off by default. */
export const TRACE_CATEGORIES = [
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.compile',
];

/** An event of no kind of its own counts as its enclosing event's (a task's, otherwise 'other'). */
const KINDS: [RegExp, WorkKind][] = [
  [/^(V8\.(Compile|Parse|PreParse|CollectSourcePositions)|v8\.compile)/, 'compile'],
  [/^(V8\.GC|MinorGC|MajorGC|BlinkGC)/, 'gc'],
  [/^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet)$/, 'styleAndLayout'],
  [/^(EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch)$/, 'script'],
];
const kindOf = (name: string): WorkKind | null => KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;

/**
 * Each event's own time (its duration less its children's), by kind, on the main thread of the
 * document loaded from `url`, from its navigation to `untilMs` after it.
 */
export function mainThreadWork(events: TraceEvent[], url: string, untilMs: number): MainThreadWork {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`The trace has no navigation to ${url}.`);
  const end = navigation.ts + untilMs * 1000;
  const own = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.dur !== undefined &&
        event.ts >= navigation.ts &&
        event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const work: MainThreadWork = { busy: 0, compile: 0, script: 0, styleAndLayout: 0, gc: 0, other: 0 };
  // The events enclosing the current one, each with its kind and its own time so far (µs).
  const stack: { end: number; kind: WorkKind; ownUs: number }[] = [];
  const close = () => {
    const done = stack.pop();
    if (done) work[done.kind] += Math.max(0, done.ownUs) / 1000;
  };
  for (const event of own) {
    const dur = event.dur ?? 0;
    while (stack.length > 0 && stack[stack.length - 1].end <= event.ts) close();
    const parent = stack[stack.length - 1];
    if (parent) parent.ownUs -= dur;
    else work.busy += dur / 1000;
    stack.push({ end: event.ts + dur, kind: kindOf(event.name) ?? parent?.kind ?? 'other', ownUs: dur });
  }
  while (stack.length > 0) close();
  for (const key of Object.keys(work) as (keyof MainThreadWork)[]) work[key] = Math.round(work[key]);
  return work;
}

/**
 * Runs `load` (which opens `page` at an address and resolves with the ms to its first row) under a
 * trace, and returns that time with the main thread's work until then.
 */
export async function tracedLoad(
  browser: Browser,
  page: Page,
  load: () => Promise<number>,
): Promise<{ firstRowMs: number; work: MainThreadWork }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const firstRowMs = await load();
  const trace = await browser.stopTracing();
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  return { firstRowMs, work: mainThreadWork(events, page.url(), firstRowMs) };
}
