import { federatedConfig, serverConfig } from '@portal/shared/build';

const dir = import.meta.dirname;

export default [
  {
    ...federatedConfig({
      name: 'mfe_schools',
      dir,
      exposes: {
        './lifecycles': './src/lifecycles.ts',
        './modal': './src/exposes/modal.parcel.ts',
      },
    }),
    name: 'browser',
  },
  serverConfig({ dir }),
];
