/**
 * The platform's customer-service contact, declared once: the 在线客服 page, the 我的 page and the
 * adviser page's default service record (migration 027) all show this number and these hours.
 */
export const SERVICE_PHONE = '400-900-1234';
export const SERVICE_HOURS = '每天 9:00 - 21:00（法定节假日照常服务）';
/** For a tel: link. */
export const SERVICE_PHONE_DIGITS = SERVICE_PHONE.replace(/\D/g, '');
