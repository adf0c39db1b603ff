import { messages, type PageTable } from '@portal/shared';
import { RegisterPage } from './register/register.page.js';
import { LoginPage } from './login/login.page.js';
import { VerifyEmailPage } from './verify-email/verify-email.page.js';
import { ForgotPasswordPage } from './forgot-password/forgot-password.page.js';
import { ResetPasswordPage } from './reset-password/reset-password.page.js';

/**
 * The account pages of spec §2.1 and their titles. A link without its token still opens its page, which
 * says what is wrong with the link.
 */
export const AUTH_PAGES: PageTable = [
  { path: '/register', title: messages.registerTitle, render: () => <RegisterPage /> },
  { path: '/login', title: messages.login, render: () => <LoginPage /> },
  { path: '/verify-email', title: messages.verifyEmailTitle, render: () => <VerifyEmailPage token={undefined} /> },
  { path: '/verify-email/:token', title: messages.verifyEmailTitle, render: ({ params }) => <VerifyEmailPage token={params.token} /> },
  { path: '/forgot-password', title: messages.forgotPasswordTitle, render: () => <ForgotPasswordPage /> },
  { path: '/reset-password', title: messages.resetPasswordTitle, render: () => <ResetPasswordPage token={undefined} /> },
  {
    path: '/reset-password/:token',
    title: messages.resetPasswordTitle,
    render: ({ params }) => <ResetPasswordPage token={params.token} />,
  },
];
