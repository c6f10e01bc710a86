import type { PermissionLevel } from './permission-levels';
import {
  customerResources,
  supportResources,
  type CustomerResource,
  type SupportResource,
} from './resources';

/** The two applications whose components roles grant (spec 000 section 7). */
export const applicationCodes = ['SignagePlayer', 'Support'] as const;
export type ApplicationCode = (typeof applicationCodes)[number];

/** A finer permission inside a component, e.g. saving filters of the screen list. */
export interface SubPartDefinition {
  componentSubPartCode: string;
  defaultPermission: PermissionLevel;
  levels: readonly PermissionLevel[];
}

/** A permission component as the role editor lists it. */
export interface ComponentDefinition {
  componentCode: CustomerResource | SupportResource;
  defaultPermission: PermissionLevel;
  /** Account features switched on or off as a whole; roles never store them. */
  isAccountComponent: boolean;
  levels: readonly PermissionLevel[];
  subParts: readonly SubPartDefinition[];
}

const featureLevels: readonly PermissionLevel[] = ['None', 'ViewOnly', 'AddAndEdit'];
const locationLevels: readonly PermissionLevel[] = [
  ...featureLevels,
  'ViewOnSameLocationOnly',
  'AddAndEditOnSameLocationOnly',
];
const switchLevels: readonly PermissionLevel[] = ['Disabled', 'Enabled'];

function subPart(
  code: string,
  levels: readonly PermissionLevel[] = featureLevels,
): SubPartDefinition {
  return { componentSubPartCode: code, defaultPermission: levels[0] ?? 'None', levels };
}

/** Sub-parts of the spec (002 section 6): filters, adding screens, restricted media, uploads. */
const customerSubParts: Partial<Record<CustomerResource, SubPartDefinition[]>> = {
  Screens: [
    subPart('Filter'),
    subPart('AddScreens'),
    subPart('RestrictedMedia', ['Hide', 'Enabled']),
  ],
  MediaLibrary: [subPart('Filter'), subPart('Upload')],
  AccountItems: [subPart('Filter')],
};

/** Account features: switched on for the account as a whole, never per role. */
const accountComponents = new Set<CustomerResource>(['ContentType']);

const locationComponents = new Set<CustomerResource>(['MediaLibrary', 'Screens']);

/** The customer app's components (application SignagePlayer). */
export const signagePlayerComponents: readonly ComponentDefinition[] = customerResources.map(
  (code) => {
    const isAccountComponent = accountComponents.has(code);
    const levels = isAccountComponent
      ? switchLevels
      : locationComponents.has(code)
        ? locationLevels
        : featureLevels;
    return {
      componentCode: code,
      defaultPermission: levels[0] ?? 'None',
      isAccountComponent,
      levels,
      subParts: customerSubParts[code] ?? [],
    };
  },
);

/** The support console's components (application Support). */
export const supportComponents: readonly ComponentDefinition[] = supportResources.map((code) => ({
  componentCode: code,
  defaultPermission: 'None',
  isAccountComponent: false,
  levels: featureLevels,
  subParts: [],
}));

export function componentsOf(application: ApplicationCode): readonly ComponentDefinition[] {
  return application === 'Support' ? supportComponents : signagePlayerComponents;
}

/** The code a role's `ComponentsAndSubParts` entry names: the component, or `component.subPart`. */
export function uniqueCodeOf(componentCode: string, subPartCode?: string): string {
  return subPartCode === undefined ? componentCode : `${componentCode}.${subPartCode}`;
}

/** Every unique code of an application with the levels it accepts. */
export function grantableCodes(
  application: ApplicationCode,
): Map<string, readonly PermissionLevel[]> {
  const codes = new Map<string, readonly PermissionLevel[]>();
  for (const component of componentsOf(application)) {
    codes.set(component.componentCode, component.levels);
    for (const part of component.subParts) {
      codes.set(uniqueCodeOf(component.componentCode, part.componentSubPartCode), part.levels);
    }
  }
  return codes;
}
