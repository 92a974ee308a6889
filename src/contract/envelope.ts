// The envelope every /api answer wears (docs/api-conventions.md, "The envelope"). Kept free of
// zod so that code on a page's first load (the ky client) can use it without loading the
// validation library.

export const SUCCESS = 0;
/** Body code that means "not logged in or ticket expired". */
export const NOT_LOGGED_IN = 401;

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
