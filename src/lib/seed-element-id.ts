/** The id of the `<script type="application/json">` element that carries a rendered page's seed. */
export const SWR_SEED_ELEMENT_ID = 'swr-seed';
