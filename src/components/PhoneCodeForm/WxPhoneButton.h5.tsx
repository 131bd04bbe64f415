/** H5: browsers have no WeChat phone-number button; the SMS code form is the way (see WxPhoneButton.tsx). */
import type { WxPhoneButtonProps } from './WxPhoneButton.types';

export function WxPhoneButton(_props: WxPhoneButtonProps) {
  return null;
}
