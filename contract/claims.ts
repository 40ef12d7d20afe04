/** Base64 of UTF-8 text, the encoding of the access token's text claims. Works in Node and browsers. */
export function encodeClaim(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Decodes a base64 claim; anything undecodable gives ''. */
export function decodeClaim(encoded: unknown): string {
  if (typeof encoded !== 'string' || encoded === '') return '';
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return '';
  }
}
