import type { PlayerSettingDefinitionView } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';

type Named = Pick<PlayerSettingDefinitionView, 'playerSettingDefinitionCode' | 'isBuiltIn'> & {
  name: string;
  description: string;
};

/**
 * A definition's name and description in the language shown: the built-ins' from the
 * catalogue (they are the product's own), an account's as its support staff wrote them.
 */
export function useSettingTexts() {
  const { t } = useTranslation();
  const builtIn = (definition: Named, part: 'name' | 'description') =>
    definition.isBuiltIn
      ? t(`playerSettings.builtIns.${definition.playerSettingDefinitionCode}.${part}`, {
          defaultValue: definition[part],
        })
      : definition[part];
  return {
    nameOf: (definition: Named) => builtIn(definition, 'name'),
    descriptionOf: (definition: Named) => builtIn(definition, 'description'),
  };
}
