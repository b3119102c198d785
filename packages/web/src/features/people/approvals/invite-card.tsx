import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import { useMemo, useState } from 'react';
import { LuCopy } from 'react-icons/lu';
import { SelectBox } from '../../../components/data-ui/select-box';
import { notify } from '../../../components/ui/notify';
import { QrImage } from '../../../components/ui/qr-image';
import { useT } from '../../../i18n/i18n-context';
import { organizationOptions, useOrganizationTree } from '../organizations/use-organization-tree';

/** The public join form of the company, for one organization or any: `/account/register?tenant=…[&org=…]`. */
export function inviteLink(origin: string, tenantName: string, organizationId: string): string {
  const query: Record<string, string> = { tenant: tenantName };
  if (organizationId !== '') query.org = organizationId;
  return `${origin}${routeHref('AccountRegister', query)}`;
}

/**
 * The company's invite: an organization choice, the link (copied with a click) and its QR code to print or
 * show on a phone. Applications sent through it appear in the list below and on the approvers' bell.
 */
export function InviteCard({ tenantName }: { tenantName: string }) {
  const t = useT();
  const tree = useOrganizationTree();
  const [organizationId, setOrganizationId] = useState('');
  const link = useMemo(() => inviteLink(window.location.origin, tenantName, organizationId), [tenantName, organizationId]);
  return (
    <Card.Root size="sm" variant="outline" mb="4" data-testid="invite-card">
      <Card.Body>
        <Flex gap="4" flexWrap="wrap" align="flex-start">
          <Stack gap="3" flex="1" minW="64">
            <Heading as="h2" size="md">
              {t('People.Approval.Invite.Title')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('People.Approval.Invite.Intro')}
            </Text>
            <SelectBox
              label={t('People.Approval.Invite.Organization')}
              value={organizationId}
              onChange={setOrganizationId}
              placeholder={t('People.Approval.Invite.AnyOrganization')}
              options={organizationOptions(tree)}
              width={{ base: 'full', sm: '72' }}
            />
            <Text fontSize="sm" fontFamily="mono" wordBreak="break-all" data-testid="invite-link" aria-label={t('People.Approval.Invite.Link')}>
              {link}
            </Text>
            <Box>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  void navigator.clipboard.writeText(link).then(
                    () => {
                      notify({ kind: 'message', type: 'success', title: t('People.Approval.Invite.Copied'), durationMs: 2000 });
                    },
                    () => {
                      /* the link is on screen to copy by hand */
                    },
                  );
                }}
              >
                <LuCopy aria-hidden />
                {t('People.Approval.Invite.Copy')}
              </Button>
            </Box>
          </Stack>
          <Box w="36" h="36" flexShrink={0} bg="white" rounded="md" borderWidth="1px">
            <QrImage text={link} label={t('People.Approval.Invite.Qr')} />
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
