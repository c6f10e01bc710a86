export { ErrorAlert, type ErrorAlertProps } from './error-alert';
