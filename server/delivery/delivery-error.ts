/**
 * Why a delivery did not go out, in Chinese for the console's 系统 page. `permanent` is a refusal
 * that sending again cannot change (a bad number, a bad template, no balance left): the row fails
 * at once. Anything else (a timeout, the provider's own fault) is retried on the schedule.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
