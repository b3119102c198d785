import { Button, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { TextInput } from '../../components/ui/plain-input';
import { firstIssue, required } from '@eticket/core/forms';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'wouter';
import { PasswordInput } from '../../components/ui/password-input';
import { useLoginSubmit } from '../../actors/use-login';
import { AuthLayout } from '../../features/public/auth-layout';
import { FormField } from '../../components/ui/form-field';
import { useT } from '../../i18n/i18n-context';

type Field = 'userName' | 'password';

export default function LoginPage() {
  const t = useT();
  const login = useLoginSubmit();
  const [tenantName, setTenantName] = useState('');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const check = (field: Field, value: string) => {
    const issue = firstIssue(value, [required]);
    setErrors((prev) => ({ ...prev, [field]: issue === null ? undefined : t(issue.key, issue.params) }));
    return issue === null;
  };

  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    const ok = [check('userName', userName), check('password', password)].every(Boolean);
    if (!ok || login.pending) return;
    login.submit({ tenantName: tenantName.trim(), userName: userName.trim(), password });
  };

  return (
    <AuthLayout title={t('Web.Login.Welcome')} subtitle={t('Web.Login.Intro')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('Web.Login.Welcome')}>
        <Stack gap="5">
          <FormField label={t('Web.Field.Company')} helper={t('Web.Login.CompanyHint')}>
            {(control) => (
              <TextInput {...control}
                name="tenantName"
                autoComplete="organization"
                value={tenantName}
                onChange={(e) => {
                  setTenantName(e.target.value);
                }}
              />
            )}
          </FormField>
          <FormField label={t('Web.Field.UserName')} error={errors.userName ?? null} required>
            {(control) => (
              <TextInput {...control}
                name="userName"
                autoComplete="username"
                value={userName}
                onChange={(e) => {
                  setUserName(e.target.value);
                }}
                onBlur={() => check('userName', userName)}
              />
            )}
          </FormField>
          <FormField label={t('Web.Field.Password')} error={errors.password ?? null} required>
            {(control) => (
              <PasswordInput {...control}
                name="password"
                autoComplete="current-password"
                value={password}
                showLabel={t('Web.Common.ShowPassword')}
                hideLabel={t('Web.Common.HidePassword')}
                onChange={(e) => {
                  setPassword(e.target.value);
                }}
                onBlur={() => check('password', password)}
              />
            )}
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={login.pending} w="full">
            {t('Web.Login.Submit')}
          </Button>
        </Stack>
      </form>
      <Separator my="6" />
      <Stack gap="2" fontSize="sm" align="center">
        <Text color="fg.muted">{t('Web.Login.NoAccount')}</Text>
        <HStack gap="4" flexWrap="wrap" justify="center">
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink href="/account/register">{t('Web.Login.JoinCompany')}</RouterLink>
          </Link>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink href="/account/signup">{t('Web.Login.SignupCompany')}</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </AuthLayout>
  );
}
