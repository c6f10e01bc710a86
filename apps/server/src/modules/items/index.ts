export { itemRoutes } from './items.routes';
export { itemsForSigns, type SignItem } from './items-for-signs';
export { factSchemeOf } from './fact-scheme';
export { factConditionSql } from './fact-condition-sql';
export { createFact } from './create-fact';
export { insertItems } from './insert-items';
