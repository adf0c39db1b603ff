import type { PageTable } from '@portal/shared';
import { RegisterPage } from './register/register.page.js';
import { LoginPage } from './login/login.page.js';
import { VerifyEmailPage } from './verify-email/verify-email.page.js';
import { ForgotPasswordPage } from './forgot-password/forgot-password.page.js';
import { ResetPasswordPage } from './reset-password/reset-password.page.js';
import { authWords } from './i18n/words.js';

/** What the pages say in their heads: a chunk the server loads, which no browser fetches. */
const previews = () => import('./server/page-meta.js');

/**
 * The account pages of spec §2.1 and their titles, in the page's language. A link without its token still opens its page, which
 * says what is wrong with the link.
 */
export const AUTH_PAGES: PageTable = [
  {
    path: '/register',
    title: authWords.of('registerTitle'),
    render: () => <RegisterPage />,
    preview: () => previews().then((m) => m.described('registerIntro')),
  },
  // Someone already logged in is sent on to the dashboard.
  { path: '/login', title: authWords.of('loginTitle'), render: () => <LoginPage />, startsAtOnce: true },
  { path: '/verify-email', title: authWords.of('verifyEmailTitle'), render: () => <VerifyEmailPage token={undefined} /> },
  {
    path: '/verify-email/:token',
    title: authWords.of('verifyEmailTitle'),
    render: ({ params }) => <VerifyEmailPage token={params.token} />,
    startsAtOnce: true,
  },
  {
    path: '/forgot-password',
    title: authWords.of('forgotPasswordTitle'),
    render: () => <ForgotPasswordPage />,
    preview: () => previews().then((m) => m.described('forgotPasswordIntro')),
  },
  // §4.6: says the link is incomplete and sends the visitor on to ask for a new one.
  {
    path: '/reset-password',
    title: authWords.of('resetPasswordTitle'),
    render: () => <ResetPasswordPage token={undefined} />,
    startsAtOnce: true,
  },
  {
    path: '/reset-password/:token',
    title: authWords.of('resetPasswordTitle'),
    render: ({ params }) => <ResetPasswordPage token={params.token} />,
    preview: () => previews().then((m) => m.described('resetPasswordIntro')),
  },
];
