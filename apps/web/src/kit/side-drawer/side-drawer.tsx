// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/ScrollArea.css';
import { ActionIcon, Box, Group, ScrollArea } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import { useState, type ReactNode, type MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampDrawerWidth, drawerCollapsedWidth, drawerMinWidth } from './side-drawer-width';
import classes from './side-drawer.module.css';

export interface SideDrawerProps {
  children: ReactNode;
  /** Shown in the 50 px rail while collapsed. */
  collapsedContent?: ReactNode;
  defaultWidth?: number;
  pinned?: boolean;
  defaultPinned?: boolean;
  onPinnedChange?: (pinned: boolean) => void;
}

const keyStep = 16;

/** A side panel that expands on hover or when pinned, and can be dragged wider. */
export function SideDrawer(props: SideDrawerProps) {
  const { t } = useTranslation();
  const [pinned, setPinned] = useUncontrolled({
    value: props.pinned,
    defaultValue: props.defaultPinned,
    finalValue: false,
    onChange: props.onPinnedChange,
  });
  const [isHovered, setIsHovered] = useState(false);
  const [width, setWidth] = useState(clampDrawerWidth(props.defaultWidth ?? 360));
  const isExpanded = pinned || isHovered;

  const startResize = (event: ReactMouseEvent<HTMLDivElement>) => {
    const startX = event.clientX;
    const startWidth = width;
    const move = (e: MouseEvent) => setWidth(clampDrawerWidth(startWidth + e.clientX - startX));
    const stop = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', stop);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', stop);
  };

  return (
    <Box
      component="aside"
      className={classes.drawer}
      data-expanded={isExpanded || undefined}
      style={{ width: isExpanded ? width : drawerCollapsedWidth }}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
    >
      <Group justify="flex-end" p={8} className={classes.header}>
        <ActionIcon
          variant={pinned ? 'filled' : 'subtle'}
          aria-label={pinned ? t('kit.drawer.unpin') : t('kit.drawer.pin')}
          aria-pressed={pinned}
          onClick={() => setPinned(!pinned)}
        >
          {pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
        </ActionIcon>
      </Group>
      <ScrollArea className={classes.body}>
        {isExpanded ? props.children : props.collapsedContent}
      </ScrollArea>
      {isExpanded && (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('kit.drawer.resize')}
          aria-valuemin={drawerMinWidth}
          aria-valuenow={width}
          tabIndex={0}
          className={classes.handle}
          onMouseDown={startResize}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') setWidth((w) => clampDrawerWidth(w + keyStep));
            if (event.key === 'ArrowLeft') setWidth((w) => clampDrawerWidth(w - keyStep));
          }}
        />
      )}
    </Box>
  );
}
