import { Anchor, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShowMoreButtonProps {
  /** What is hidden until asked for, such as an error's details. */
  children: ReactNode;
}

export function ShowMoreButton({ children }: ShowMoreButtonProps) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  return (
    <Stack gap={4} align="flex-start">
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
      >
        {opened ? t('kit.showMore.less') : t('kit.showMore.more')}
      </Anchor>
      <Collapse expanded={opened} id={id}>
        {children}
      </Collapse>
    </Stack>
  );
}
