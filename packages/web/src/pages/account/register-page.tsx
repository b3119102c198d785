import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { TextArea, TextInput } from '../../components/ui/plain-input';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, firstIssue, lengthRange, maxLength, required, type Rule } from '@eticket/core/forms';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useSearch } from 'wouter';
import { useApi } from '../../kit/api';
import { PasswordInput } from '../../components/ui/password-input';
import { AuthLayout } from '../../features/public/auth-layout';
import { FormField } from '../../components/ui/form-field';
import { useT } from '../../i18n/i18n-context';
import { useMessagePart } from '../../i18n/use-message-part';

type Field = 'tenantName' | 'name' | 'userName' | 'password' | 'message';
type Values = Record<Field, string>;

const RULES: Record<Field, readonly Rule[]> = {
  tenantName: [required, maxLength(64)],
  name: [required, maxLength(32)],
  userName: [required, maxLength(64)],
  password: [required, lengthRange(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)],
  message: [maxLength(200)],
};
const FIELDS = Object.keys(RULES) as Field[];

/** What an invite link (`?tenant=<company>[&org=<organization id>]`) fixes: the company, and the organization sent along. */
function readInvite(search: string): { tenantName: string; organizationId: string } {
  const query = new URLSearchParams(search);
  return { tenantName: (query.get('tenant') ?? '').trim(), organizationId: (query.get('org') ?? '').trim() };
}

/**
 * Apply to join a company (/account/register and /register): public POST /api/eticket/joinApplication. From a
 * company's invite link the company is filled in and fixed, and the link's organization goes with the form.
 */
export default function RegisterPage() {
  useMessagePart('public');
  const t = useT();
  const api = useApi();
  const search = useSearch();
  // Read once: the form keeps what the link said even if the address changes.
  const [invite] = useState(() => readInvite(search));
  const [values, setValues] = useState<Values>({ tenantName: invite.tenantName, name: '', userName: '', password: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const check = (field: Field, value: string) => {
    const issue = firstIssue(value, RULES[field]);
    setErrors((prev) => ({ ...prev, [field]: issue === null ? undefined : t(issue.key, issue.params) }));
    return issue === null;
  };
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((prev) => ({ ...prev, [field]: e.target.value }));
    },
    onBlur: () => check(field, values[field]),
  });

  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    const ok = FIELDS.map((f) => check(f, values[f])).every(Boolean);
    if (!ok || pending) return;
    setPending(true);
    const message = values.message.trim();
    api
      .submitJoinApplication({
        tenantName: values.tenantName.trim(),
        name: values.name.trim(),
        userName: values.userName.trim(),
        password: values.password.trim(),
        ...(message === '' ? {} : { message }),
        ...(invite.organizationId === '' ? {} : { organizationId: invite.organizationId }),
      })
      .then(
        () => {
          setDone(true);
        },
        () => {
          // The error presenter has shown why; the form stays filled in for another try.
        },
      )
      .finally(() => {
        setPending(false);
      });
  };

  if (done) {
    return (
      <AuthLayout title={t('Web.Register.Title')}>
        <Stack gap="6">
          <Alert.Root status="success" data-testid="register-success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('Web.Register.SuccessTitle')}</Alert.Title>
              <Alert.Description>{t('Web.Register.SuccessText')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink href="/account/login">{t('Web.Common.BackToLogin')}</RouterLink>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('Web.Register.Title')} subtitle={t('Web.Register.Intro')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('Web.Register.Title')}>
        <Stack gap="4">
          <FormField label={t('Web.Field.Company')} error={errors.tenantName ?? null} required>
            {(control) => (
              <TextInput {...control} autoComplete="organization" readOnly={invite.tenantName !== ''} {...bind('tenantName')} />
            )}
          </FormField>
          <FormField label={t('Web.Field.Name')} error={errors.name ?? null} required>
            {(control) => (
              <TextInput {...control} autoComplete="name" {...bind('name')} />
            )}
          </FormField>
          <FormField label={t('Web.Field.UserNameOrPhone')} error={errors.userName ?? null} required>
            {(control) => (
              <TextInput {...control} autoComplete="username" {...bind('userName')} />
            )}
          </FormField>
          <FormField label={t('Web.Field.Password')} error={errors.password ?? null} required>
            {(control) => (
              <PasswordInput {...control}
                autoComplete="new-password"
                showLabel={t('Web.Common.ShowPassword')}
                hideLabel={t('Web.Common.HidePassword')}
                {...bind('password')}
              />
            )}
          </FormField>
          <FormField label={t('Web.Field.Message')} error={errors.message ?? null} optional>
            {(control) => (
              <TextArea {...control} rows={3} placeholder={t('Web.Register.MessagePlaceholder')} {...bind('message')} />
            )}
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={pending} w="full">
            {t('Web.Register.Submit')}
          </Button>
        </Stack>
      </form>
      <HStack mt="6" gap="1" fontSize="sm" justify="center" color="fg.muted">
        <Text>{t('Web.Register.HaveAccount')}</Text>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink href="/account/login">{t('Web.Common.BackToLogin')}</RouterLink>
        </Link>
      </HStack>
    </AuthLayout>
  );
}
