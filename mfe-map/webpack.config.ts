import type { Configuration } from 'webpack';
import { federatedConfig, serverConfig } from '@portal/shared/build';

const dir = import.meta.dirname;

const browser: Configuration = {
  ...federatedConfig({
    name: 'mfe_map',
    dir,
    exposes: {
      './map': './src/exposes/map.parcel.ts',
      './panel': './src/exposes/panel.parcel.ts',
    },
  }),
  name: 'browser',
};

const server = serverConfig({ dir });

export default [browser, server];
