export { default } from '@portal/shared/app-vitest-config';
