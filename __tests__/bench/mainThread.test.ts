import { mainThreadWork } from '../../bench/mainThread';

const URL = 'http://127.0.0.1:1/user-management';
const main = { pid: 1, tid: 7 };
/** A complete event on the page's main thread, times in ms from navigation (the trace counts µs). */
const task = (name: string, startMs: number, durationMs: number, thread = main) => ({
  name,
  ph: 'X',
  ts: (1000 + startMs) * 1000,
  dur: durationMs * 1000,
  ...thread,
});
const navigation = {
  name: 'navigationStart',
  ph: 'R',
  ts: 1000 * 1000,
  ...main,
  args: { data: { documentLoaderURL: URL } },
};

describe('mainThreadWork', () => {
  it("counts each event's own time under its kind, and unnamed events under their enclosing one's", () => {
    const work = mainThreadWork(
      [
        navigation,
        // A task running a script (30 ms) that compiles (10 ms) and forces a layout (5 ms).
        task('RunTask', 10, 50),
        task('FunctionCall', 12, 45),
        task('V8.CompileCode', 15, 10),
        task('SomethingInsideTheScript', 30, 4),
        task('Layout', 40, 5),
        // A task of nothing known: the browser's own.
        task('RunTask', 100, 20),
        task('MinorGC', 105, 6),
      ],
      URL,
      500,
    );
    expect(work).toEqual({ busy: 70, compile: 10, script: 30, styleAndLayout: 5, gc: 6, other: 19 });
  });

  it('leaves out other threads and what starts after the moment asked for', () => {
    const work = mainThreadWork(
      [
        navigation,
        task('RunTask', 10, 20),
        task('RunTask', 10, 20, { pid: 1, tid: 8 }),
        task('RunTask', 600, 20),
      ],
      URL,
      500,
    );
    expect(work.busy).toBe(20);
    expect(work.other).toBe(20);
  });

  it('fails plainly when the trace has no navigation to the page', () => {
    expect(() => mainThreadWork([task('RunTask', 10, 20)], URL, 500)).toThrow(/no navigation/);
  });
});
