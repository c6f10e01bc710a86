import { useLocalStorage } from '@mantine/hooks';
import { activeProfile } from '@/lib/configuration';

/** Spec 001 section 2: side bar 320 wide, pinned (not collapsed) by default; kept per device. */
export const sideBarWidth = { pinned: 320, collapsed: 76 } as const;

export function useSideBarState() {
  const [isPinned, setIsPinned] = useLocalStorage<boolean>({
    key: `${activeProfile.storagePrefix}.sidebar.pinned`,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  return { isPinned, togglePinned: () => setIsPinned((current) => !current) };
}
