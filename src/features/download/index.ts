// The /download section.
export { DownloadPage } from './download-page';
