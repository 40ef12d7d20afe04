/**
 * Webpack loader for react-router's production build (webpack.config.ts). Its components are made
 * at the top level by plain calls (`var Link = React.forwardRef(...)`) and named by assignments
 * (`NavLink.displayName = "NavLink"`), so a minifier must keep every one of them, and what they
 * use, although the console renders none of Link, NavLink, Form or the framework-mode prefetching:
 * about 4 KiB of gzipped JS on every first load. Marking those calls pure and dropping the names
 * (only React's developer tools read them) lets the unused ones go; the used ones are unchanged.
 */
module.exports = function reactRouterTreeShaking(source) {
  return source
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/*#__PURE__*/ $2')
    .replace(/^\w+\.displayName = "\w+";$/gm, '');
};
