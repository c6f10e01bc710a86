export { ShowMoreButton, type ShowMoreButtonProps } from './show-more-button';
