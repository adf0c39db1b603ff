/**
 * style-loader's `insert` for the apps' style sheets: at the end of the head, as by default, unless the page
 * links the stylesheet this app's server entry built (`ssr.<hash>.css`, which the server links in a page it
 * rendered). That one holds every rule of the app already: parsing them all again as each chunk arrives,
 * with a restyle of the whole page each time, was main-thread work on a slow phone for no visible change.
 * Plain JavaScript: style-loader imports it past the build's loaders.
 */
/* global __webpack_public_path__ */

// Looked up once, when the app's first style sheet arrives (the page is parsed by then): the app's own
// address (`/mfe/<app>/`) is the one webpack resolves for this build's chunks.
const serverStyled = [...document.querySelectorAll('link[rel="stylesheet"]')].some((link) =>
  link.href.startsWith(`${__webpack_public_path__}ssr.`),
);

export default function insertAppStyle(style) {
  if (!serverStyled) document.head.appendChild(style);
}
