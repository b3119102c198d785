import { Button, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuBuilding2, LuChevronDown } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { usePopups } from '../popups/use-popups';
import { useSessionInfo } from '../../actors/use-session-info';

/** Tenant only (§2): company name, user quota, expiry date and the upgrade/renew link. */
export function CompanyPopover() {
  const t = useT();
  const info = useSessionInfo();
  const trigger = useRef<HTMLButtonElement>(null);
  const [popups, ensurePopups] = usePopups();
  const [open, setOpen] = useState(false);
  if (info.side !== 'tenant') return null;
  const company = info.user?.tenantInfo?.name ?? info.tenantName ?? '';
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        maxW="48"
        // Named by its visible text (WCAG 2.5.3); on phones the text stays for screen readers only.
        title={t('Shell.Navbar.CompanyMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="company-trigger"
        onPointerEnter={ensurePopups}
        onFocus={ensurePopups}
        onClick={() => {
          ensurePopups();
          setOpen(!open);
        }}
      >
        <LuBuilding2 />
        <Text as="span" truncate srOnly={{ base: true, md: false }}>
          {company}
        </Text>
        <LuChevronDown />
      </Button>
      {popups !== null && <popups.CompanyPanel open={open} onOpenChange={setOpen} anchor={trigger} info={info} />}
    </>
  );
}
