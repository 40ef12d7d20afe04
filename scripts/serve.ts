import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { localRuntimeConfig, type RuntimeConfig } from './config';

export const DIST_DIR = path.resolve(__dirname, '..', 'dist');
export const CSP_REPORT_PATH = '/__csp-report';

export interface ConsoleServerOptions {
  /** The built console (webpack's output). */
  distDir?: string;
  /** What GET /config.json answers; the build itself carries none. */
  runtimeConfig: RuntimeConfig;
  /**
   * Adds `report-uri` to the policy and keeps the browser's violation reports in memory, readable
   * with GET /__csp-report (the e2e suite fails a test on any).
   */
  collectCspReports?: boolean;
  /** The source maps are built but not served unless asked for. */
  serveSourceMaps?: boolean;
  logger?: boolean;
}

const origin = (url: string): string => new URL(url).origin;
const unique = (values: string[]): string[] => [...new Set(values)];

/**
 * The console's Content-Security-Policy. Scripts only from this origin (the build has no inline
 * script). Styles also allow 'unsafe-inline' because Emotion, MUI's style engine, injects <style>
 * elements at run time and a static server cannot hand out a per-response nonce. Images and calls
 * may go to the API; forms only to this origin and to the sign-in providers' pages.
 */
export function contentSecurityPolicy(config: RuntimeConfig, reportUri?: string): string {
  const api = origin(config.apiBaseUrl);
  const providers = unique([origin(config.line.authorizeUrl), origin(config.apple.authorizeUrl)]);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    `connect-src 'self' ${api}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${providers.join(' ')}`,
  ];
  if (reportUri) directives.push(`report-uri ${reportUri}`);
  return directives.join('; ');
}

/**
 * The build's folder of content-hashed files (webpack.config.ts names everything it writes there
 * with its content hash): a file there never changes under its name. nginx's rule is by folder too.
 */
export const HASHED_FOLDER = 'assets';

/** Cache-Control of hashed files, and of everything else (index.html, config.json): always revalidated. */
export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

/**
 * The headers every answer carries, whoever serves the build: this server, or nginx through the
 * configuration scripts/nginx-config.ts writes from the same function.
 */
export function securityHeaders(config: RuntimeConfig, reportUri?: string): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config, reportUri)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

export interface CspReport {
  receivedAt: string;
  body: unknown;
}

/**
 * Keeps the browser's CSP violation reports in memory: POST (the browser), GET (the e2e suite
 * reads them), DELETE (the suite clears them before each test).
 */
export function registerCspReports(app: FastifyInstance): void {
  const reports: CspReport[] = [];
  // Browsers post reports as application/csp-report (report-uri) or application/reports+json.
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  app.post(CSP_REPORT_PATH, (request, reply) => {
    if (reports.length < 500) reports.push({ receivedAt: new Date().toISOString(), body: request.body });
    reply.code(204).send();
  });
  app.get(CSP_REPORT_PATH, (_request, reply) => reply.header('Cache-Control', 'no-store').send(reports));
  app.delete(CSP_REPORT_PATH, (_request, reply) => {
    reports.length = 0;
    reply.code(204).send();
  });
}

/** The production server: the built console, its runtime config, the security headers. */
export async function buildConsoleServer(options: ConsoleServerOptions): Promise<FastifyInstance> {
  const distDir = options.distDir ?? DIST_DIR;
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No console build in ${distDir}: run \`npm run build\` first.`);
  }
  const headers = securityHeaders(
    options.runtimeConfig,
    options.collectCspReports ? CSP_REPORT_PATH : undefined,
  );
  const app = Fastify({ logger: options.logger ?? false });

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of headers) reply.header(name, value);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // The build's .br and .gz twins (compression-webpack-plugin): Brotli, else gzip, as the
    // browser's Accept-Encoding allows, else the file itself; with Vary: Accept-Encoding.
    preCompressed: true,
    allowedPath: (pathName) => options.serveSourceMaps === true || !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      const hashed = path.relative(distDir, filePath).split(path.sep)[0] === HASHED_FOLDER;
      reply.header('Cache-Control', hashed ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate);
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', CACHE_CONTROL.revalidate)
      .type('text/html; charset=utf-8')
      .sendFile('index.html');

  app.get('/config.json', (_request, reply) => {
    reply.header('Cache-Control', CACHE_CONTROL.revalidate).send(options.runtimeConfig);
  });

  if (options.collectCspReports) registerCspReports(app);

  // The console's own routes are client-side: any GET for a path that is not a file gets the page.
  app.setNotFoundHandler((request, reply) => {
    const lastSegment = request.url.split('?')[0].split('/').pop() ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.'))
      return sendIndex(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}

/** `tsx scripts/serve.ts`: serves an existing build on PORT (default 8080) against CONSOLE_CONFIG or the sandbox. */
async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const app = await buildConsoleServer({
    runtimeConfig: localRuntimeConfig(),
    logger: process.argv.includes('--log'),
  });
  await app.listen({ port, host: process.env.HOST ?? 'localhost' });
  console.log(`Console at http://localhost:${port}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
