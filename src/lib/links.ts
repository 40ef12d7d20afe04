/** Links to places outside the console. */

/** The address when the value is an absolute http or https URL; anything else (text, javascript:, …) gives null. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A pool villa's page on the public consumer site (spec section 2: /poolvilla/{code}); null without a code. */
export function consumerPropertyUrl(consumerSiteUrl: string, code: string | null | undefined): string | null {
  if (!code?.trim()) return null;
  return `${consumerSiteUrl.replace(/\/+$/, '')}/poolvilla/${encodeURIComponent(code.trim())}`;
}
