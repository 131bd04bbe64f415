/** Customer service contact (a fixed phone number). Deployment constants: change them here. */
export const SERVICE_PHONE = '400-900-1234';
export const SERVICE_HOURS = '每天 9:00 - 21:00（法定节假日照常服务）';
export const SERVICE_PHONE_DIGITS = SERVICE_PHONE.replace(/\D/g, '');
