import { serverRenderedAppConfigs } from '@portal/shared/build';

export default serverRenderedAppConfigs({
  name: 'mfe_public',
  dir: import.meta.dirname,
  exposes: {
    './lifecycles': './src/lifecycles.ts',
    './header': './src/top-bar/header.lifecycles.ts',
    './footer': './src/footer/footer.lifecycles.ts',
  },
});
