import { serverRenderedAppConfigs } from '@portal/shared/build';

export default serverRenderedAppConfigs({
  name: 'mfe_schools',
  dir: import.meta.dirname,
  exposes: {
    './lifecycles': './src/lifecycles.ts',
    './modal': './src/exposes/modal.parcel.ts',
  },
});
