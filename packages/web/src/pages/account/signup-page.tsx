import { AuthLayout } from '../../features/public/auth-layout';
import { SignupForm } from '../../features/public/signup-form';
import { useT } from '../../i18n/i18n-context';
import { useMessagePart } from '../../i18n/use-message-part';

/** /account/signup and /signup. */
export default function SignupPage() {
  useMessagePart('public');
  const t = useT();
  return (
    <AuthLayout title={t('Route.Signup')} subtitle={t('Web.Signup.Intro')} wide>
      <SignupForm />
    </AuthLayout>
  );
}
