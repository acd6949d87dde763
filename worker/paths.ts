export { receiverPaths as apiPaths, thankYouPath, vitalsPath } from '../src/forms/receiverPaths';
export { cmsAuthPaths } from '../src/admin/authPaths';

/** Links in newsletter e-mails: double opt-in, and leaving the list. */
export const newsletterConfirmPath = '/api/newsletter/confirm';
export const newsletterUnsubscribePath = '/api/newsletter/unsubscribe';
