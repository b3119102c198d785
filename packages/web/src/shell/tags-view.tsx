import { Box, Flex } from '@chakra-ui/react';
import type { TagView } from '@eticket/core/navigation';
import { shallowEqual } from '@xstate/react';
import { useState, type MouseEvent } from 'react';
import { LuX } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { selectTags, useTagsRef, useTagsSelector } from '../actors/tags-context';
import { useT } from '../i18n/i18n-context';
import type { TagAction } from './popups/popups';
import { usePopups } from './popups/use-popups';

function Tag({ view, active, onAction, onMenu }: {
  view: TagView;
  active: boolean;
  onAction: (action: TagAction) => void;
  onMenu: (e: MouseEvent<HTMLElement>) => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const title = t(view.title);
  return (
    <Flex
      as="li"
      align="center"
      h="7"
      pe={view.affix ? '0' : '0.5'}
      flexShrink="0"
      rounded="md"
      fontSize="xs"
      borderWidth="1px"
      borderColor={active ? 'brand.solid' : 'border'}
      bg={active ? 'brand.solid' : 'bg.panel'}
      color={active ? 'brand.contrast' : 'fg.muted'}
      data-testid="tag"
      data-path={view.path}
      data-active={active ? '' : undefined}
      onContextMenu={onMenu}
    >
      <Box
        as="button"
        onClick={() => {
          navigate(view.fullPath);
        }}
        aria-current={active ? 'page' : undefined}
        // The whole tag height is the target (WCAG 2.2 target size: 24 px and more).
        h="full"
        ps="3"
        pe={view.affix ? '3' : '1'}
        whiteSpace="nowrap"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px', rounded: 'sm' }}
      >
        {title}
      </Box>
      {!view.affix && (
        <Box
          as="button"
          display="grid"
          placeItems="center"
          boxSize="6"
          rounded="full"
          aria-label={`${t('Shell.TagsView.Close')} ${title}`}
          _hover={{ bg: active ? 'whiteAlpha.300' : 'bg.emphasized' }}
          onClick={() => {
            onAction('close');
          }}
        >
          <LuX size="12" />
        </Box>
      )}
    </Flex>
  );
}

/**
 * The tag bar of visited pages (§2). Right-click a tab (or press the context-menu key on it) for Refresh,
 * Close, Close others and Close all; pinned tabs cannot be closed.
 */
export function TagsView() {
  const tags = useTagsRef();
  const { visitedViews, activePath } = useTagsSelector(selectTags, shallowEqual);
  const [popups, ensurePopups] = usePopups();
  const [menu, setMenu] = useState<{ view: TagView; point: { x: number; y: number } } | null>(null);
  const act = (view: TagView, action: TagAction) => {
    setMenu(null);
    switch (action) {
      case 'refresh':
        tags.send({ type: 'tag.refresh', path: view.path });
        return;
      case 'close':
        tags.send({ type: 'tag.close', path: view.path });
        return;
      case 'closeOthers':
        tags.send({ type: 'tag.closeOthers', path: view.path });
        return;
      case 'closeAll':
        tags.send({ type: 'tag.closeAll' });
        return;
    }
  };
  return (
    <Box bg="bg.panel" borderBottomWidth="1px" borderColor="border.muted" px="3" py="1.5" overflowX="auto" css={{ scrollbarWidth: 'thin' }}>
      <Flex as="ul" gap="1.5" listStyleType="none" data-testid="tags-view">
        {visitedViews.map((view) => (
          <Tag
            key={view.path}
            view={view}
            active={view.path === activePath}
            onAction={(action) => {
              act(view, action);
            }}
            onMenu={(e) => {
              e.preventDefault();
              // The context-menu key fires without pointer coordinates: open under the tab then.
              const rect = e.currentTarget.getBoundingClientRect();
              const point = e.clientX === 0 && e.clientY === 0 ? { x: rect.left, y: rect.bottom } : { x: e.clientX, y: e.clientY };
              ensurePopups();
              setMenu({ view, point });
            }}
          />
        ))}
      </Flex>
      {popups !== null && menu !== null && (
        <popups.TagMenu
          key={`${menu.view.path}:${menu.point.x}:${menu.point.y}`}
          view={menu.view}
          point={menu.point}
          onAction={(action) => {
            act(menu.view, action);
          }}
          onClose={() => {
            setMenu(null);
          }}
        />
      )}
    </Box>
  );
}
