import { Alert, Button, HStack, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { TextInput } from '../../components/ui/plain-input';
import { LuInfo } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { PasswordInput } from '../../components/ui/password-input';
import { useT } from '../../i18n/i18n-context';
import { FormField } from '../../components/ui/form-field';

/**
 * The company signup form. Its server side belongs to a later issue, so the page says so plainly and the
 * form cannot be submitted: nothing here pretends to create a company.
 */
export function SignupForm() {
  const t = useT();
  const passwordLabels = { showLabel: t('Web.Common.ShowPassword'), hideLabel: t('Web.Common.HidePassword') };
  return (
    <Stack gap="5">
      <Alert.Root status="info" data-testid="signup-unavailable">
        <Alert.Indicator>
          <LuInfo />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>{t('Web.Common.NotAvailableTitle')}</Alert.Title>
          <Alert.Description>{t('Web.Signup.Unavailable')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <form aria-label={t('Route.Signup')} onSubmit={(e) => {
        e.preventDefault();
      }}>
        <fieldset disabled>
          <Stack gap="4">
            <FormField label={t('Web.Field.Company')} required>
              {(control) => (
                <TextInput {...control} name="tenantName" autoComplete="organization" />
              )}
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label={t('Web.Field.ContactName')} required>
                {(control) => (
                  <TextInput {...control} name="contactName" autoComplete="name" />
                )}
              </FormField>
              <FormField label={t('Web.Field.Phone')} required>
                {(control) => (
                  <TextInput {...control} name="phone" type="tel" autoComplete="tel" inputMode="tel" />
                )}
              </FormField>
            </SimpleGrid>
            <FormField label={t('Web.Field.UserName')} required>
              {(control) => (
                <TextInput {...control} name="userName" autoComplete="username" />
              )}
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label={t('Web.Field.Password')} required>
                {(control) => (
                  <PasswordInput {...control} name="password" autoComplete="new-password" {...passwordLabels} />
                )}
              </FormField>
              <FormField label={t('Web.Field.ConfirmPassword')} required>
                {(control) => (
                  <PasswordInput {...control} name="password2" autoComplete="new-password" {...passwordLabels} />
                )}
              </FormField>
            </SimpleGrid>
            <HStack as="label" align="flex-start" gap="2" fontSize="sm">
              <chakra.input type="checkbox" name="agree" mt="1" accentColor="brand.solid" />
              <HStack as="span" gap="1" flexWrap="wrap">
                <Text as="span">{t('Web.Signup.AgreePrefix')}</Text>
                <Link asChild color="brand.fg">
                  <RouterLink href="/agreement">{t('Route.Agreement')}</RouterLink>
                </Link>
                <Text as="span">{t('Web.Common.And')}</Text>
                <Link asChild color="brand.fg">
                  <RouterLink href="/privacy">{t('Route.Privacy')}</RouterLink>
                </Link>
              </HStack>
            </HStack>
            <Button type="submit" colorPalette="brand" size="lg" w="full" disabled>
              {t('Web.Signup.Submit')}
            </Button>
          </Stack>
        </fieldset>
      </form>
      <HStack gap="4" justify="center" fontSize="sm" flexWrap="wrap">
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink href="/account/register">{t('Web.Login.JoinCompany')}</RouterLink>
        </Link>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink href="/account/login">{t('Web.Common.BackToLogin')}</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
