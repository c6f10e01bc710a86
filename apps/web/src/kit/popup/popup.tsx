import { Button, Group, Popover, Stack, Text, type FloatingPosition } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { cloneElement, useId, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PopupProps {
  /** The element that opens the popup on click (its own handlers still run); it must take a ref. */
  target: ReactElement<{
    onClick?: (event: MouseEvent) => void;
    onKeyDown?: (event: KeyboardEvent) => void;
  }>;
  /** Names the popup for screen readers and heads it. */
  title: string;
  children?: ReactNode;
  width?: number;
  position?: FloatingPosition;
  /** Makes it an inline confirm: Confirm and Cancel buttons, closing after either. */
  onConfirm?: () => void;
  confirmLabel?: string;
  isWarning?: boolean;
}

/**
 * A small anchored dialog for help texts and inline confirms. It closes on an
 * outside click or Escape, gives focus back to its trigger, and flips or
 * shifts so it stays inside the window.
 */
export function Popup({
  target,
  title,
  children,
  width = 280,
  position = 'bottom',
  onConfirm,
  confirmLabel,
  isWarning = false,
}: PopupProps) {
  const { t } = useTranslation();
  const [opened, { close, toggle }] = useDisclosure(false);
  const titleId = useId();
  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      width={width}
      position={position}
      middlewares={{ flip: true, shift: { padding: 8 } }}
      withArrow
      shadow="md"
      radius="md"
      trapFocus={Boolean(onConfirm)}
      returnFocus
      // A half-read help text stays put while the page scrolls; an outside click still closes it.
      hideDetached={false}
    >
      <Popover.Target>
        {cloneElement(target, {
          onClick: (event: MouseEvent) => {
            target.props.onClick?.(event);
            toggle();
          },
          // The dropdown hears Escape only with focus inside; a help popup leaves it on the trigger.
          onKeyDown: (event: KeyboardEvent) => {
            target.props.onKeyDown?.(event);
            if (event.key === 'Escape') close();
          },
        })}
      </Popover.Target>
      {/* Named by its own title rather than by the trigger's text. */}
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="xs">
          <Text id={titleId} fw={600} size="sm">
            {title}
          </Text>
          {children}
          {onConfirm && (
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={close}>
                {t('kit.popup.cancel')}
              </Button>
              <Button
                size="xs"
                color={isWarning ? 'red' : undefined}
                onClick={() => {
                  onConfirm();
                  close();
                }}
              >
                {confirmLabel ?? t('kit.popup.confirm')}
              </Button>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
