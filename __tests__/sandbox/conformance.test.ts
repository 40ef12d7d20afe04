/**
 * The conformance suite (scripts/conformance.ts), run as CI runs it against the sandbox: every
 * check passes. And it is no rubber stamp: a contract the answers do not meet fails it.
 */
import fs from 'node:fs';
import { CONTRACT_FILE } from '../../scripts/contract';
import { runAgainstSandbox } from '../../scripts/conformance';

test('the sandbox conforms to its contract, reads and write calls', async () => {
  const { report } = await runAgainstSandbox({ mutations: true });
  expect(report.failures).toEqual([]);
  expect(report.count('FAIL')).toBe(0);
  expect(report.count('ok')).toBeGreaterThan(130);
  // Every GET was called: none lacked the ids its links give.
  expect(report.reads.filter((row) => row.checks.th === '–')).toEqual([]);
});

test('a contract the answers do not meet fails the suite, naming the call and the field', async () => {
  const document = JSON.parse(fs.readFileSync(CONTRACT_FILE, 'utf8'));
  document.components.schemas.Location.required.push('region');
  const { report } = await runAgainstSandbox({ document });
  expect(report.failures).toContainEqual(
    expect.stringMatching(
      /^GET \/location\/api\/v1\/all \(Accept-Language th\): \/data\/0 must have required property 'region'/,
    ),
  );
  expect(report.reads.find((row) => row.call === '/location/api/v1/all')?.checks).toMatchObject({
    th: 'FAIL',
    en: 'FAIL',
    'no token': 'ok',
  });
});
