import { configure } from '@testing-library/react';

// Every findBy and waitFor waits up to 5 s: on a busy 2-core machine a page that asks for its country,
// states, schools and configuration in turn renders its answers after more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
