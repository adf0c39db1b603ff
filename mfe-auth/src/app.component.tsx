import { matchPath, usePathname } from '@portal/shared';
import { RegisterPage } from './register/register.page.js';
import { LoginPage } from './login/login.page.js';
import { VerifyEmailPage } from './verify-email/verify-email.page.js';
import { ForgotPasswordPage } from './forgot-password/forgot-password.page.js';
import { ResetPasswordPage } from './reset-password/reset-password.page.js';

/** The account pages of §2.1, each keyed by its path so that a new link starts from a fresh page. */
export function App() {
  const path = usePathname();
  const tokenOf = (base: string) => matchPath(`${base}/:token`, path)?.token;
  if (matchPath('/register', path)) return <RegisterPage key={path} />;
  if (matchPath('/login', path)) return <LoginPage key={path} />;
  if (matchPath('/forgot-password', path)) return <ForgotPasswordPage key={path} />;
  if (matchPath('/verify-email', path) || tokenOf('/verify-email')) return <VerifyEmailPage key={path} token={tokenOf('/verify-email')} />;
  if (matchPath('/reset-password', path) || tokenOf('/reset-password')) return <ResetPasswordPage key={path} token={tokenOf('/reset-password')} />;
  return null;
}
