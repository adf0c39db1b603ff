import { federatedConfig } from '@portal/shared/build';

export default federatedConfig({
  name: 'mfe_auth',
  dir: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.ts' },
});
