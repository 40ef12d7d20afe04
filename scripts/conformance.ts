/**
 * `npm run conformance`: checks a running API against the contract (contract/openapi.json).
 *
 * Read-only by default: every GET of the document as an administrator in Thai and in English
 * (status, envelope, `data` by the answer's schema), then without a token, with a bad one and with
 * a non-administrator's (401, 401, 403 in the envelope); ids come from the list answers through
 * the document's OpenAPI links (scripts/conformance/). `--mutations`, for a test backend only,
 * adds write calls that restore what they change. `--sandbox` runs against an in-process sandbox.
 * Prints a table; exits 1 on any failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSandbox } from '../sandbox/app';
import { NAMED_ACCOUNTS } from '../sandbox/auth/accounts';
import { CONTRACT_FILE } from './contract';
import { Api, Contract, type OpenApiDocument } from './conformance/openapi';
import { checkReads, type Credentials } from './conformance/reads';
import { Report } from './conformance/report';
import { checkWrites } from './conformance/writes';

const USAGE = `npm run conformance -- --api <base URL> --token <admin access token>
    [--non-admin-token <token>] [--refresh-token <token>] [--mutations] [--openapi <file>]
npm run conformance -- --sandbox [--mutations]`;

export interface ConformanceOptions extends Credentials {
  /** The API's base URL. */
  api: string;
  /** Add the write calls (a test backend only). */
  mutations?: boolean;
  /** Another OpenAPI document than contract/openapi.json. */
  document?: OpenApiDocument;
}

export async function runConformance({ api, mutations, document, ...credentials }: ConformanceOptions) {
  const contract = new Contract(document ?? JSON.parse(fs.readFileSync(CONTRACT_FILE, 'utf8')));
  const client = new Api(api);
  const report = new Report();
  const answers = await checkReads(contract, client, report, credentials);
  if (mutations) await checkWrites(contract, client, report, answers, credentials);
  return report;
}

/**
 * The suite against an in-process sandbox (default seed, a free loopback port), with the seeded
 * administrator's tokens and the seeded partner's as the non-administrator's.
 */
export async function runAgainstSandbox(options: Pick<ConformanceOptions, 'mutations' | 'document'> = {}) {
  const app = await buildSandbox({ dbFile: ':memory:', seed: 'default', reset: false, authRateLimit: 0 });
  try {
    const api = await app.listen({ host: '127.0.0.1', port: 0 });
    const [admin, partner] = NAMED_ACCOUNTS;
    const { accessToken, refreshToken } = await app.auth.issuePair(admin);
    const nonAdminToken = await app.auth.mintAccessToken(partner);
    const report = await runConformance({ api, token: accessToken, nonAdminToken, refreshToken, ...options });
    return { api, report };
  } finally {
    await app.close();
  }
}

/** The value after `--name` on the command line. */
const option = (args: string[], name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

async function main(args: string[]) {
  const mutations = args.includes('--mutations');
  const file = option(args, '--openapi');
  const document = file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument) : undefined;
  let run: { api: string; report: Report };
  if (args.includes('--sandbox')) run = await runAgainstSandbox({ mutations, document });
  else {
    const [api, token] = [option(args, '--api'), option(args, '--token')];
    if (!api || !token) {
      console.error(USAGE);
      process.exit(2);
    }
    const credentials = {
      token,
      nonAdminToken: option(args, '--non-admin-token'),
      refreshToken: option(args, '--refresh-token'),
    };
    run = { api, report: await runConformance({ api, mutations, document, ...credentials }) };
  }
  const contract = path.relative(process.cwd(), file ?? CONTRACT_FILE);
  const title = `Conformance of ${run.api} to ${contract}${mutations ? ', with write calls' : ''}`;
  process.stdout.write(run.report.format(title));
  if (run.report.failures.length > 0) process.exit(1);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
