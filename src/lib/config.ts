/**
 * Runtime configuration: read from `config.json` served beside index.html before the first render,
 * so one build can be pointed at any backend without rebuilding.
 */
export interface ProviderConfig {
  clientId: string;
  authorizeUrl: string;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  line: ProviderConfig;
  apple: ProviderConfig;
  /** The public consumer site, where each pool villa lives at /poolvilla/{code}. */
  consumerSiteUrl: string;
  /** Shows the "data is simulated" warning (spec section 1). */
  testingMode: boolean;
}

let current: RuntimeConfig | null = null;

export function getConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is read before it was loaded.');
  return current;
}

export function setConfig(config: RuntimeConfig): void {
  current = { ...config, apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, '') };
}

function isProvider(value: unknown): value is ProviderConfig {
  const provider = value as ProviderConfig | null;
  return typeof provider?.clientId === 'string' && typeof provider?.authorizeUrl === 'string';
}

/** Checks the shape, so a broken config.json fails loudly at start rather than at the first call. */
export function parseConfig(value: unknown): RuntimeConfig {
  const config = value as RuntimeConfig | null;
  if (
    typeof config?.apiBaseUrl !== 'string' ||
    !isProvider(config.line) ||
    !isProvider(config.apple) ||
    typeof config.consumerSiteUrl !== 'string' ||
    typeof config.testingMode !== 'boolean'
  ) {
    throw new Error('config.json does not have the expected shape.');
  }
  return config;
}

/**
 * Absolute path: the SPA's routes are nested (/profile, …) and config.json sits at the site root.
 * The default cache mode, so the request index.html preloads is the one used; the server marks the
 * file no-cache, so it is revalidated each time anyway.
 */
export async function loadConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`config.json could not be loaded (${response.status}).`);
  const config = parseConfig(await response.json());
  setConfig(config);
  return getConfig();
}

/** The build this page was loaded from: index.html's `build-id` (webpack's compilation hash); null in tests. */
export function loadedBuildId(): string | null {
  return document.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null;
}

/**
 * The build the server serves now: index.html asked for afresh. Null when it cannot be told (offline,
 * a server error, an index.html without the id): no notice is better than a false one.
 */
export async function servedBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/index.html', { cache: 'no-store' });
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    return page.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null;
  } catch {
    return null;
  }
}
