export { playerExcelRoutes } from './player-excel.routes';
