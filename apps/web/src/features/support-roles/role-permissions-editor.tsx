// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import { Group, Select, Stack, Text } from '@mantine/core';
import type { PermissionLevel } from '@marquee/domain';
import { useTranslation } from 'react-i18next';
import { grantCodeOf, type RoleComponent } from './role-grants';

interface RolePermissionsEditorProps {
  components: readonly RoleComponent[];
  levels: Readonly<Record<string, PermissionLevel>>;
  onChange: (grantCode: string, level: PermissionLevel) => void;
}

interface LevelRowProps {
  label: string;
  levels: readonly PermissionLevel[];
  value: PermissionLevel;
  onChange: (level: PermissionLevel) => void;
  isSubPart?: boolean;
}

function LevelRow({ label, levels, value, onChange, isSubPart }: LevelRowProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" pl={isSubPart ? 'lg' : 0}>
      <Text size="sm" fw={isSubPart ? 400 : 500} flex={1}>
        {label}
      </Text>
      <Select
        aria-label={label}
        // Fixed, so the boxes line up whatever their labels wrap to.
        w={{ base: 170, sm: 220 }}
        flex="none"
        allowDeselect={false}
        data={levels.map((level) => ({ value: level, label: t(`supportRoles.levels.${level}`) }))}
        value={value}
        onChange={(level) => {
          const chosen = levels.find((candidate) => candidate === level);
          if (chosen) onChange(chosen);
        }}
      />
    </Group>
  );
}

/**
 * A level per component and sub-part. Account components are switched per account, not per
 * role, so they are not offered here (and never saved).
 */
export function RolePermissionsEditor({
  components,
  levels,
  onChange,
}: RolePermissionsEditorProps) {
  const { t } = useTranslation();
  const nameOf = (code: string) => t(`supportRoles.components.${code}`, { defaultValue: code });
  return (
    <Stack gap="xs">
      {components
        .filter((component) => !component.isAccountComponent)
        .map((component) => {
          const code = grantCodeOf(component.componentCode);
          return (
            <Stack key={code} gap="xs">
              <LevelRow
                label={nameOf(component.componentCode)}
                levels={component.levels}
                value={levels[code] ?? component.defaultPermission}
                onChange={(level) => onChange(code, level)}
              />
              {component.subParts.map((part) => {
                const partCode = grantCodeOf(component.componentCode, part.componentSubPartCode);
                return (
                  <LevelRow
                    key={partCode}
                    isSubPart
                    label={nameOf(part.componentSubPartCode)}
                    levels={part.levels}
                    value={levels[partCode] ?? part.defaultPermission}
                    onChange={(level) => onChange(partCode, level)}
                  />
                );
              })}
            </Stack>
          );
        })}
    </Stack>
  );
}
