import { federatedConfig } from '@portal/shared/build';

export default federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  host: { entry: './src/index.ts', template: './src/index.html' },
});
