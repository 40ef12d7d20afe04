/**
 * Stands in for MUI's createThemeWithVars in the production build (webpack.config.ts): the console's
 * themes never set `cssVariables`, so MUI's createTheme never calls it, and its 5 KiB of gzipped JS
 * would otherwise load with the login page. Reaching it means a theme asked for CSS variables.
 */
export default function createThemeWithVars(): never {
  throw new Error('CSS-variables themes are not part of this build (src/theme/withoutCssVariables.ts)');
}
