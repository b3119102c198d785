import { Box, Button, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';
import { useSessionRef } from '../../actors/session-context';
import { useT } from '../../i18n/i18n-context';
import { usePopups } from '../popups/use-popups';
import { useSessionInfo } from '../../actors/use-session-info';

/** Tenant: name, user name, change password, logout. Host: logout only (§2). */
export function UserMenu() {
  const t = useT();
  const session = useSessionRef();
  const info = useSessionInfo();
  const trigger = useRef<HTMLButtonElement>(null);
  const [popups, ensurePopups] = usePopups();
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const logout = () => {
    session.send({ type: 'session.logout' });
  };

  if (info.side !== 'tenant') {
    return (
      <Button variant="ghost" size="sm" onClick={logout} data-testid="logout">
        <LuLogOut />
        <Text as="span" display={{ base: 'none', md: 'inline' }}>
          {t('Shell.Navbar.Logout')}
        </Text>
      </Button>
    );
  }
  const name = info.user?.name ?? '';
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        px="1.5"
        title={t('Shell.Navbar.UserMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="user-trigger"
        onPointerEnter={ensurePopups}
        onFocus={ensurePopups}
        onClick={() => {
          ensurePopups();
          setOpen(!open);
        }}
      >
        <Box as="span" display="grid" placeItems="center" boxSize="6" rounded="full" bg="brand.muted" color="brand.fg" fontSize="xs" fontWeight="bold" aria-hidden>
          {Array.from(name)[0] ?? ''}
        </Box>
        <Text as="span" srOnly={{ base: true, md: false }} maxW="28" truncate>
          {name}
        </Text>
        <LuChevronDown />
      </Button>
      {popups !== null && (
        <>
          <popups.UserPanel
            open={open}
            onOpenChange={setOpen}
            anchor={trigger}
            info={info}
            onChangePassword={() => {
              setOpen(false);
              setChanging(true);
            }}
            onLogout={logout}
          />
          <popups.ChangePasswordDialog
            open={changing}
            onClose={() => {
              setChanging(false);
            }}
          />
        </>
      )}
    </>
  );
}
