import { ActionIcon, Group, Tabs, TextInput, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BroadcastDraft } from './broadcast-draft';
import {
  addGroupAfter,
  deleteGroup,
  duplicateGroup,
  groupNameProblem,
  moveGroup,
} from './broadcast-groups';

type Groups = BroadcastDraft['groups'];

interface GroupTabsProps {
  groups: Groups;
  activeIndex: number;
  onChange: (groups: Groups, activeIndex: number) => void;
}

/** The groups as tabs, and the active group's name with add, duplicate, move and delete. */
export function GroupTabs({ groups, activeIndex, onChange }: GroupTabsProps) {
  const { t } = useTranslation();
  const active = groups[activeIndex];
  const apply = (next: { groups: Groups; activeIndex: number }) =>
    onChange(next.groups, next.activeIndex);
  const problem = active ? groupNameProblem(groups, activeIndex, active.name) : null;

  return (
    <>
      <Tabs
        value={active?.key ?? null}
        onChange={(key) =>
          onChange(
            groups,
            Math.max(
              0,
              groups.findIndex((g) => g.key === key),
            ),
          )
        }
      >
        <Tabs.List>
          {groups.map((group) => (
            <Tabs.Tab key={group.key} value={group.key}>
              {group.name || '—'}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('broadcasts.editor.groupName')}
          value={active?.name ?? ''}
          onChange={(event) => {
            const name = event.currentTarget.value;
            onChange(
              groups.map((group, at) => (at === activeIndex ? { ...group, name } : group)),
              activeIndex,
            );
          }}
          error={problem ? t(`broadcasts.editor.groupNameProblems.${problem}`) : undefined}
          w={260}
        />
        <Group gap={4} mb={problem ? 26 : 6}>
          <Tooltip label={t('broadcasts.editor.addGroup')}>
            <ActionIcon
              variant="default"
              aria-label={t('broadcasts.editor.addGroup')}
              onClick={() =>
                apply(
                  addGroupAfter(groups, activeIndex, (n) =>
                    t('broadcasts.editor.numberedGroup', { n }),
                  ),
                )
              }
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('broadcasts.editor.duplicateGroup')}>
            <ActionIcon
              variant="default"
              aria-label={t('broadcasts.editor.duplicateGroup')}
              onClick={() => apply(duplicateGroup(groups, activeIndex))}
            >
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
          {groups.length > 1 && (
            <>
              <Tooltip label={t('broadcasts.editor.moveGroupBack')}>
                <ActionIcon
                  variant="default"
                  aria-label={t('broadcasts.editor.moveGroupBack')}
                  disabled={activeIndex === 0}
                  onClick={() => apply(moveGroup(groups, activeIndex, -1))}
                >
                  <IconArrowLeft size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('broadcasts.editor.moveGroupForward')}>
                <ActionIcon
                  variant="default"
                  aria-label={t('broadcasts.editor.moveGroupForward')}
                  disabled={activeIndex === groups.length - 1}
                  onClick={() => apply(moveGroup(groups, activeIndex, 1))}
                >
                  <IconArrowRight size={16} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          {groups.length > 1 && (
            <Tooltip label={t('broadcasts.editor.deleteGroup')}>
              <ActionIcon
                variant="default"
                color="red"
                aria-label={t('broadcasts.editor.deleteGroup')}
                onClick={() => apply(deleteGroup(groups, activeIndex))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </>
  );
}
