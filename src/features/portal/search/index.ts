// The site-wide search results page (/search?keyword=…).
export { SearchPage } from './search-page';
