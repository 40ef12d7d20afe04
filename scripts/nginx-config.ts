import path from 'node:path';
import type { RuntimeConfig } from './config';
import { CACHE_CONTROL, CSP_REPORT_PATH, HASHED_FOLDER, securityHeaders } from './serve';
import { option, runConfigCommand, runtimeConfigFromArgs, USAGE as CONFIG_USAGE } from './write-config';

const USAGE = `Writes an nginx server block that serves the console's build as scripts/serve.ts does: the
SPA fallback, the same security headers (the Content-Security-Policy names the API and the sign-in
providers of the runtime config), immutable caching of hashed assets, no-cache for index.html and
config.json, the gzip twins (not the Brotli ones: Debian's nginx cannot send them), no source
maps.

  tsx scripts/nginx-config.ts [--root DIR] [--port N] [--server-name NAME] [--out FILE]
                              [the options of scripts/write-config.ts]

--root is where the build is (default /srv/poolvilla-admin), --port what nginx listens on (default
8080). The runtime config is described by write-config's options; write config.json with the same
options beside index.html. Without --out it prints the block.

write-config's options:
${CONFIG_USAGE}`;

export interface NginxSiteOptions {
  runtimeConfig: RuntimeConfig;
  /** The build directory (webpack's output), served as the document root. */
  root: string;
  port: number;
  serverName?: string;
  /** A config.json kept outside the build; by default the one beside index.html is served. */
  configFile?: string;
  /**
   * Adds `report-uri /__csp-report` to the policy and hands the browser's reports to this address
   * (the e2e suite's collector, see __tests__/e2e/support/nginx.ts).
   */
  cspReportUpstream?: string;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The server block. nginx drops every inherited add_header in a location that adds one of its own,
 * so each location carries the whole set.
 */
export function nginxSite(options: NginxSiteOptions): string {
  const reportUri = options.cspReportUpstream ? CSP_REPORT_PATH : undefined;
  // The security headers go on every answer (always); a year's caching only on a file found, so a
  // missing asset (a deploy half done) is asked for again.
  const headers = (cacheControl: string) =>
    [
      ...securityHeaders(options.runtimeConfig, reportUri).map(
        ([name, value]) => `        add_header ${name} ${quoted(value)} always;`,
      ),
      `        add_header Cache-Control ${quoted(cacheControl)}${cacheControl === CACHE_CONTROL.hashed ? '' : ' always'};`,
    ].join('\n');
  const revalidated = headers(CACHE_CONTROL.revalidate);

  // index.html and config.json are files like the others (the location for file names below).
  const extraLocations = [
    options.configFile &&
      `    location = /config.json {\n        alias ${options.configFile};\n${revalidated}\n    }`,
    options.cspReportUpstream &&
      `    location = ${CSP_REPORT_PATH} {\n        proxy_pass ${options.cspReportUpstream};\n    }`,
  ]
    .filter(Boolean)
    .map((location) => `\n${location}\n`)
    .join('');

  return `server {
    listen ${options.port};
    server_name ${options.serverName ?? '_'};
    root ${options.root};
    server_tokens off;
    charset utf-8;
    charset_types text/css application/javascript application/json image/svg+xml;
    # The build writes a .gz twin of every text asset: sent as it is to browsers that accept gzip.
    # No brotli_static for its .br twins: that needs the ngx_brotli module, which Debian's nginx lacks.
    gzip_static on;
    gzip_vary on;

    # A path that is not a file is one of the console's routes: the page handles it.
    location / {
        try_files $uri /index.html;
${revalidated}
    }

    # A path naming a file (index.html and config.json too) gets that file or 404, never the page.
    location ~ "\\.[^/]*$" {
        try_files $uri =404;
${revalidated}
    }

    # Content-hashed names: a file never changes under its name.
    location ^~ /${HASHED_FOLDER}/ {
        # Source maps are built for debugging, not served.
        location ~ "\\.map$" {
            return 404;
        }
        try_files $uri =404;
${headers(CACHE_CONTROL.hashed)}
    }
${extraLocations}}
`;
}

/** The MIME types the build contains (a whole nginx.conf cannot count on /etc/nginx/mime.types). */
const MIME_TYPES = `        text/html html;
        text/css css;
        text/plain txt;
        application/javascript js;
        application/json json map;
        image/svg+xml svg;
        image/png png;
        image/x-icon ico;
        font/woff woff;
        font/woff2 woff2;`;

/**
 * A whole nginx.conf around a server block, for `nginx -c FILE -p DIR -g 'daemon off;'`: its pid,
 * logs and temporary files all under `prefix`, so it runs beside a system nginx without touching it.
 */
export function nginxMainConfig(site: string, prefix: string): string {
  const indented = site
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
    worker_connections 256;
}

http {
    types {
${MIME_TYPES}
    }
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    sendfile on;

${indented}
}
`;
}

if (require.main === module)
  runConfigCommand(USAGE, (args) => {
    const header = `# Written by: npx tsx scripts/nginx-config.ts ${args.join(' ')}\n# Regenerate it for another API or other providers: the Content-Security-Policy names their origins.\n`;
    return (
      header +
      nginxSite({
        runtimeConfig: runtimeConfigFromArgs(args),
        root: path.resolve(option(args, '--root') ?? '/srv/poolvilla-admin'),
        port: Number(option(args, '--port') ?? 8080),
        serverName: option(args, '--server-name'),
      })
    );
  });
