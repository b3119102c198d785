import { use } from 'react';
import { AuthLayout } from '../../features/public/auth-layout';
import { SignupForm } from '../../features/public/signup-form';
import { I18nProvider, useT } from '../../i18n/i18n-context';
import { loadMessages } from '../../i18n/load-messages';

function Content() {
  const t = useT();
  return (
    <AuthLayout title={t('Route.Signup')} subtitle={t('Web.Signup.Intro')} wide languageSwitch={false}>
      <SignupForm />
    </AuthLayout>
  );
}

/** /en/signup: the signup page for English-speaking visitors, always in English. */
export default function SignupEnPage() {
  use(loadMessages('en', 'public'));
  return (
    <I18nProvider locale="en">
      <div lang="en">
        <Content />
      </div>
    </I18nProvider>
  );
}
