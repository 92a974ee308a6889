// The about section: /aboutUs, /joinUs, /contactUs.
export { AboutPage } from './about-page';
