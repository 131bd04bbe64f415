/** Customer service contact: declared once in the contract (src/contract/rules/contact.ts). */
export { SERVICE_PHONE, SERVICE_HOURS, SERVICE_PHONE_DIGITS } from '../../contract/rules/contact';
