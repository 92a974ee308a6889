// The /home section.
export { HomePage } from './home-page';
