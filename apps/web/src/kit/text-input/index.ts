export { KitTextInput, type KitTextInputProps } from './kit-text-input';
