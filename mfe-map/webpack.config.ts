import { serverRenderedAppConfigs } from '@portal/shared/build';

export default serverRenderedAppConfigs({
  name: 'mfe_map',
  dir: import.meta.dirname,
  exposes: {
    './map': './src/exposes/map.parcel.ts',
    './panel': './src/exposes/panel.parcel.ts',
  },
});
