// The /feipan section (the sport and its disciplines).
export { FeipanPage } from './feipan-page';
export { FeipanTypePage } from './feipan-type-page';
