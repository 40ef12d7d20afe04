import type { Response } from 'playwright-core';

/**
 * A script's bytes as the browser received them (decoded). Once, on a loaded CI machine, Chromium
 * no longer held one when asked ("No resource with given identifier found"): it is then read again
 * from the server, which gives the same bytes, since every script's name carries its content hash.
 */
export async function scriptBody(response: Response): Promise<Buffer> {
  try {
    return await response.body();
  } catch (error) {
    // Only the lost body is read again; any other failure is the bench's own, and stops it.
    if (!(error instanceof Error) || !error.message.includes('No resource with given identifier found'))
      throw error;
    console.warn(`${response.url()}: ${error.message.split('\n')[0]}; read again from the server`);
    const again = await fetch(response.url());
    if (!again.ok) throw new Error(`${response.url()} answered ${again.status} when read again`);
    return Buffer.from(await again.arrayBuffer());
  }
}
