import { serverRenderedAppConfigs } from '@portal/shared/build';

// Its server entry renders no page, only each page's heading and title (src/server/render.tsx).
export default serverRenderedAppConfigs({
  name: 'mfe_dashboard',
  dir: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.ts' },
});
