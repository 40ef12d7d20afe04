/** A part of a translation file, as webpack splits it (translationParts.ts, webpack.config.ts). */
declare module '*.json?shell' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?console' {
  const texts: Record<string, unknown>;
  export default texts;
}
