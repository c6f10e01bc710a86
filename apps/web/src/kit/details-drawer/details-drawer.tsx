// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailsDrawerProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** One row's details, opened from a list on the right so the list stays in view. */
export function DetailsDrawer({ title, onClose, children }: DetailsDrawerProps) {
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={title}>
      {children}
    </Drawer>
  );
}
