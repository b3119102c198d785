import { AuthLayout } from '../../features/public/auth-layout';
import { SignupForm } from '../../features/public/signup-form';
import { useT } from '../../i18n/i18n-context';
import { useMessagePart } from '../../i18n/use-message-part';

/** /signup2: the same form without the marketing panel (linked from campaigns and the phone). */
export default function SignupCompactPage() {
  useMessagePart('public');
  const t = useT();
  return (
    <AuthLayout title={t('Route.Signup')} subtitle={t('Web.Signup.Intro')} wide panel={false}>
      <SignupForm />
    </AuthLayout>
  );
}
