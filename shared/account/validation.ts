/** Mainland mobile numbers: 11 digits starting with 1 (the login form and the server agree on this). */
export const PHONE_PATTERN = /^1\d{10}$/;
const SMS_CODE_PATTERN = /^\d{6}$/;

export const isValidPhone = (phone: string) => PHONE_PATTERN.test(phone);
export const isValidSmsCode = (code: string) => SMS_CODE_PATTERN.test(code);
