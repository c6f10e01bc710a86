export { playerFormatRoutes } from './player-formats.routes';
export { formatLayerRows } from './format-layer-rows';
