import { Badge, IconButton, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { useApi, type NoticeList } from '../../kit/api';
import { invalidate } from '../../components/data-ui/invalidation';
import { notify } from '../../components/ui/notify';
import { SharedResource } from '../../kit/shared-resources';
import { useT } from '../../i18n/i18n-context';
import { afterFirstScreen } from '../../app/first-frame';
import { usePopups } from '../popups/use-popups';

/** Tenant only (§2): the notice list with title and content; Agree/Reject for join applications. */
export function NoticeBox() {
  const t = useT();
  const api = useApi();
  const trigger = useRef<HTMLButtonElement>(null);
  const [popups, ensurePopups] = usePopups();
  const [open, setOpen] = useState(false);
  const [notices, setNotices] = useState<NoticeList | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(() => {
    api.getNotices().then(setNotices, () => {
      /* shown by the error presenter */
    });
  }, [api]);
  useEffect(() => {
    let mounted = true;
    void afterFirstScreen().then(() => {
      if (mounted) reload();
    });
    return () => {
      mounted = false;
    };
  }, [reload]);

  const decide = (id: string, action: 'pass' | 'reject') => {
    setBusy(id);
    const call = action === 'pass' ? api.passJoinApplication(id) : api.rejectJoinApplication(id);
    call
      .then(
        () => {
          notify({ kind: 'message', type: 'success', title: t('Shell.Navbar.OperationSuccess'), durationMs: 3000 });
          reload();
          // A registration or user list open in another tab shows the decision without a manual refresh.
          invalidate(...(action === 'pass' ? [SharedResource.joinApplication, SharedResource.user] : [SharedResource.joinApplication]));
        },
        () => {
          /* shown by the error presenter */
        },
      )
      .finally(() => {
        setBusy(null);
      });
  };

  // The badge counts what still needs an answer; lists without `handled` count every notice.
  const count = notices === null ? 0 : notices.items.some((n) => n.handled !== undefined) ? notices.items.filter((n) => n.handled !== true).length : notices.totalCount;
  const label = t('Shell.Navbar.Notices');
  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        size="sm"
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        position="relative"
        data-testid="notice-trigger"
        onPointerEnter={ensurePopups}
        onFocus={ensurePopups}
        onClick={() => {
          ensurePopups();
          if (!open) reload();
          setOpen(!open);
        }}
      >
        <LuBell aria-hidden />
        {/* Named by its text: "notices", then the visible count (WCAG 2.5.3 label in name). */}
        <Text as="span" srOnly>
          {label}
        </Text>
        {count > 0 && (
          <Badge position="absolute" top="0.5" insetEnd="0.5" size="xs" colorPalette="red" variant="solid" rounded="full" minW="4" justifyContent="center">
            {Math.min(count, 99)}
          </Badge>
        )}
      </IconButton>
      {popups !== null && (
        <popups.NoticePanel open={open} onOpenChange={setOpen} anchor={trigger} notices={notices} busy={busy} onDecide={decide} />
      )}
    </>
  );
}
