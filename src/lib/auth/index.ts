export * from './sign-in-calls';
export * from './login-redirect';
export * from './use-countdown';
export * from './use-require-login';
export * from './use-account-data';
