import type { Configuration } from 'webpack';
import { federatedConfig, serverConfig } from '@portal/shared/build';

const dir = import.meta.dirname;

const browser: Configuration = {
  ...federatedConfig({
    name: 'mfe_public',
    dir,
    exposes: {
      './lifecycles': './src/lifecycles.ts',
      './header': './src/top-bar/header.lifecycles.ts',
      './footer': './src/footer/footer.lifecycles.ts',
    },
  }),
  name: 'browser',
};

const server = serverConfig({ dir });

export default [browser, server];
