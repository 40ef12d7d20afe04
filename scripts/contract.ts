/**
 * `npm run contract`: writes the API contract, contract/openapi.json, from the table of operations
 * (contract/operations), as the sandbox publishes it at /openapi.json. `npm run contract -- --check` writes nothing
 * and fails when the committed file differs from what the code produces: CI runs it, so the
 * file the backend team reads cannot fall behind the code.
 */
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

async function main(args: string[]) {
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
