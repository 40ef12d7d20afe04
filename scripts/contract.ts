/**
 * `npm run contract`: writes the API contract, contract/openapi.json, from the table of operations
 * (contract/operations), as the sandbox publishes it at /openapi.json. `npm run contract -- --check`
 * writes nothing and fails when the committed file differs from what the code produces: CI runs
 * it, so the file the backend team reads cannot fall behind the code. `npm run contract -- --lint`
 * counts what Stoplight Spectral finds in the committed file, by rule (contract/.spectral.yaml:
 * the OpenAPI rules and the OWASP API Security Top 10 2023), lists each error with `--errors`, and
 * fails on any error.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openapiDocument } from '../contract/openapi';

export const CONTRACT_FILE = path.resolve(__dirname, '..', 'contract', 'openapi.json');

/** Keys in alphabetical order at every level, so the file changes only when the contract does. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The contract file's text: the OpenAPI document, keys sorted, pretty-printed, a final newline. */
export async function contractText(): Promise<string> {
  return `${JSON.stringify(sortedKeys(await openapiDocument()), null, 2)}\n`;
}

const SEVERITIES = ['error', 'warning', 'information', 'hint'] as const;

interface Finding {
  code: string;
  severity: number;
  message: string;
  path: (string | number)[];
}

/** Spectral's findings in the committed contract, counted by severity and rule. */
function lint(listErrors: boolean): void {
  const ruleset = path.join(path.dirname(CONTRACT_FILE), '.spectral.yaml');
  let output: string;
  try {
    output = execFileSync(
      require.resolve('@stoplight/spectral-cli/dist/index.js'),
      ['lint', CONTRACT_FILE, '--ruleset', ruleset, '--format', 'json', '--quiet'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // Spectral exits 1 when it finds errors; its JSON is on stdout all the same.
    output = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const findings = JSON.parse(output || '[]') as Finding[];
  const byRule = new Map<string, number>();
  for (const { severity, code } of findings) {
    const key = `${SEVERITIES[severity] ?? severity}\t${code}`;
    byRule.set(key, (byRule.get(key) ?? 0) + 1);
  }
  for (const severity of SEVERITIES) {
    const count = findings.filter((finding) => SEVERITIES[finding.severity] === severity).length;
    if (count > 0) console.log(`${count} ${severity}${count === 1 ? '' : 's'}`);
  }
  for (const [rule, count] of [...byRule].sort((a, b) => a[0].localeCompare(b[0]) || b[1] - a[1]))
    console.log(`  ${String(count).padStart(4)}  ${rule}`);
  if (listErrors)
    for (const finding of findings.filter((item) => item.severity === 0))
      console.log(`${finding.code}  ${finding.path.join('.')}  ${finding.message}`);
  if (findings.length === 0) console.log('Spectral finds nothing.');
  // Errors fail the check (CI); warnings are counted, not enforced.
  if (findings.some((finding) => finding.severity === 0)) process.exitCode = 1;
}

async function main(args: string[]) {
  if (args.includes('--lint')) return lint(args.includes('--errors'));
  const text = await contractText();
  const relative = path.relative(process.cwd(), CONTRACT_FILE);
  if (args.includes('--check')) {
    const committed = fs.existsSync(CONTRACT_FILE) ? fs.readFileSync(CONTRACT_FILE, 'utf8') : '';
    if (committed !== text) {
      console.error(`${relative} is not what the code produces: run \`npm run contract\` and commit it.`);
      process.exit(1);
    }
    console.log(`${relative} is up to date.`);
    return;
  }
  fs.mkdirSync(path.dirname(CONTRACT_FILE), { recursive: true });
  fs.writeFileSync(CONTRACT_FILE, text);
  console.log(`Wrote ${relative}`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
