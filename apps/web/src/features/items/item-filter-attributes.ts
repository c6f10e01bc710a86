import { getAttributeValues } from '@marquee/contracts';
import { isFilterableAttribute } from '@marquee/domain';
import type { AttributeFilterSource } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
import type { FactScheme } from './items.api';

/** The account's item attributes a filter compares, and the values its items hold for one. */
export function attributeFilterSource(scheme: FactScheme): AttributeFilterSource {
  return {
    attributes: scheme.filter(isFilterableAttribute),
    values: async (code) =>
      (await callApi(getAttributeValues, { params: { code }, isQuiet: true })).values,
  };
}
