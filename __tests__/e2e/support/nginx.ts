import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { RuntimeConfig } from '../../../scripts/config';
import { nginxMainConfig, nginxSite } from '../../../scripts/nginx-config';
import { registerCspReports } from '../../../scripts/serve';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxConsole {
  /** nginx's own files: its config, pid, logs, the config.json it serves. */
  dir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Serves the build with real nginx, configured by scripts/nginx-config.ts as the README's recipe
 * is, in the foreground with everything under a temporary folder. The browser's CSP reports go
 * through nginx to a collector in this process, which answers /__csp-report as the production
 * server does for the fixtures.
 */
export async function startNginxConsole(options: {
  port: number;
  runtimeConfig: RuntimeConfig;
  distDir: string;
  log: number;
}): Promise<NginxConsole> {
  if (!fs.existsSync(NGINX))
    throw new Error(`[e2e] No nginx at ${NGINX}: apt-get install nginx, or set NGINX_PATH.`);

  const collector = Fastify();
  registerCspReports(collector);
  const collectorUrl = await collector.listen({ port: 0, host: '127.0.0.1' });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poolvilla-nginx-'));
  // nginx's workers drop root for nobody, and must reach their temporary folders in here.
  fs.chmodSync(dir, 0o755);
  const configFile = path.join(dir, 'config.json');
  fs.writeFileSync(configFile, JSON.stringify(options.runtimeConfig));
  const site = nginxSite({
    runtimeConfig: options.runtimeConfig,
    root: options.distDir,
    port: options.port,
    configFile,
    cspReportUpstream: collectorUrl,
  });
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxMainConfig(site, dir));

  const child = spawn(
    NGINX,
    ['-c', confFile, '-p', dir, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', options.log, options.log],
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: a graceful stop, the workers finish what they serve.
      child.kill('SIGQUIT');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(killer);
    }
    await collector.close();
    const errors = fs.readFileSync(path.join(dir, 'error.log'), 'utf8').trim();
    if (errors) fs.writeSync(options.log, `\n[nginx error.log]\n${errors}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { dir, process: child, stop };
}
