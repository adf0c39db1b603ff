import { serverRenderedAppConfigs } from '@portal/shared/build';

export default serverRenderedAppConfigs({
  name: 'mfe_auth',
  dir: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.ts' },
});
