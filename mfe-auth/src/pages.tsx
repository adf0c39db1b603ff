import { messages, type PageTable } from '@portal/shared';
import { RegisterPage } from './register/register.page.js';
import { LoginPage } from './login/login.page.js';
import { VerifyEmailPage } from './verify-email/verify-email.page.js';
import { ForgotPasswordPage } from './forgot-password/forgot-password.page.js';
import { ResetPasswordPage } from './reset-password/reset-password.page.js';
import { accountMessages } from '@portal/shared/account-messages';

/**
 * The account pages of spec §2.1 and their titles. A link without its token still opens its page, which
 * says what is wrong with the link.
 */
export const AUTH_PAGES: PageTable = [
  { path: '/register', title: () => accountMessages.registerTitle, render: () => <RegisterPage /> },
  // Someone already logged in is sent on to the dashboard.
  { path: '/login', title: () => messages.login, render: () => <LoginPage />, startsAtOnce: true },
  { path: '/verify-email', title: () => accountMessages.verifyEmailTitle, render: () => <VerifyEmailPage token={undefined} /> },
  {
    path: '/verify-email/:token',
    title: () => accountMessages.verifyEmailTitle,
    render: ({ params }) => <VerifyEmailPage token={params.token} />,
    startsAtOnce: true,
  },
  { path: '/forgot-password', title: () => accountMessages.forgotPasswordTitle, render: () => <ForgotPasswordPage /> },
  // §4.6: says the link is incomplete and sends the visitor on to ask for a new one.
  {
    path: '/reset-password',
    title: () => accountMessages.resetPasswordTitle,
    render: () => <ResetPasswordPage token={undefined} />,
    startsAtOnce: true,
  },
  {
    path: '/reset-password/:token',
    title: () => accountMessages.resetPasswordTitle,
    render: ({ params }) => <ResetPasswordPage token={params.token} />,
  },
];
