/** Stylesheets imported for their side effect (the font faces); webpack bundles them. */
declare module '*.css';
