import { federatedConfig } from '@portal/shared/build';

export default federatedConfig({
  name: 'mfe_map',
  dir: import.meta.dirname,
  exposes: {
    './map': './src/exposes/map.parcel.ts',
    './panel': './src/exposes/panel.parcel.ts',
  },
});
