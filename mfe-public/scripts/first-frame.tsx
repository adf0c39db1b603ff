/**
 * Writes the home page's first frame (headline and introduction, no data) as static HTML with the CSS it
 * needs, into dist/first-frame/. The server puts it in the page it sends for `/`, so the largest text of
 * the page paints with the HTML instead of after the shell, the manifest, the remote and React.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { HomeFrame } from '../src/home/home-frame.component.js';
import { DEFAULT_COUNTRY } from '../src/selection/default-country.js';

const root = path.join(import.meta.dirname, '..');
const out = path.join(root, 'dist', 'first-frame');
mkdirSync(out, { recursive: true });

// The same wrapper as the home page's root element, so the frame and the page lay out identically.
const html = renderToStaticMarkup(
  <div className="page home">
    <HomeFrame count={null} countryName={DEFAULT_COUNTRY} derivation={null} />
  </div>,
);
const css = ['src/public.css', 'src/home/home.css'].map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');
writeFileSync(path.join(out, 'home.html'), html);
writeFileSync(path.join(out, 'home.css'), css);
