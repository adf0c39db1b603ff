import { createServer } from 'node:http';

/**
 * Another organisation's page, on another origin, with the one element and the one script the README
 * asks of it to embed the schools widget for Lagos.
 */
export async function servePartnerPage(portalUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const host = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><head><title>Partner NGO</title></head><body><main><h1>Partner NGO</h1>
<div data-portal-schools data-state="Lagos"></div>
<script src="${portalUrl}/embed/schools-widget.js" defer></script></main></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  return {
    // localhost, where the portal is 127.0.0.1: another origin, as a real partner's site would be.
    url: `http://localhost:${(host.address() as { port: number }).port}/`,
    close: () => new Promise((resolve) => host.close(() => resolve())),
  };
}
