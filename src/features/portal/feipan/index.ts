// The /feipan section (the sport and its disciplines).
export { FeipanPage, FeipanTypePage } from './feipan-pages';
