/** The API alone, for a deployment where the page server (shell/server/) runs apart: `npm run serve -w api`. */
import { loadConfig } from './config.js';
import { startApp } from './app.js';
import { serve } from './serve.js';

await serve(async () => {
  const config = loadConfig();
  return { app: await startApp(config), config };
});
