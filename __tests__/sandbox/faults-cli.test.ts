import { parseCli } from '../../sandbox/main';

describe('main.ts flags', () => {
  test('no flags: default seed, no faults', () => {
    expect(parseCli([])).toEqual({
      reset: false,
      seed: 'default',
      log: false,
      faults: [],
      simulateEverySeconds: null,
    });
  });

  test('--reset --seed large', () => {
    expect(parseCli(['--reset', '--seed', 'large'])).toMatchObject({ reset: true, seed: 'large' });
  });

  test('fault flags build one rule per pattern', () => {
    const cli = parseCli([
      '--fault-latency',
      '2000',
      '--fault-error-rate',
      '0.3',
      '--fault-drop',
      '--fault-expire-tokens',
      '--fault-pattern',
      '/booking/*',
      '--fault-pattern',
      '/payment/',
      '--fault-methods',
      'get,post',
    ]);
    expect(cli).not.toBe('help');
    if (cli === 'help') return;
    expect(cli.faults).toEqual([
      {
        pattern: '/booking/*',
        methods: ['GET', 'POST'],
        latencyMs: 2000,
        errorRate: 0.3,
        drop: true,
        expireTokens: true,
      },
      {
        pattern: '/payment/',
        methods: ['GET', 'POST'],
        latencyMs: 2000,
        errorRate: 0.3,
        drop: true,
        expireTokens: true,
      },
    ]);
  });

  test('an effect without a pattern applies everywhere', () => {
    const cli = parseCli(['--fault-expire-tokens']);
    expect(cli !== 'help' && cli.faults).toEqual([{ pattern: '/', expireTokens: true }]);
  });

  test.each([
    [['--seed', 'huge']],
    [['--fault-latency', 'soon']],
    [['--fault-error-rate', '3']],
    [['--fault-pattern', '/x']],
    [['--fault-pattern', 'no-slash', '--fault-drop']],
    [['--fault-methods', 'FETCH', '--fault-drop']],
    [['--unknown']],
  ])('%j is refused', (argv) => {
    expect(() => parseCli(argv)).toThrow();
  });

  test('--help', () => {
    expect(parseCli(['--help'])).toBe('help');
  });
});
