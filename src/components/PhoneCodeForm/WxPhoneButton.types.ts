/** Props of the platform WxPhoneButton (WxPhoneButton.tsx in the mini-program, WxPhoneButton.h5.tsx on H5). */
export interface WxPhoneButtonProps {
  /** The button's text, e.g. 微信手机号快捷绑定. */
  text: string;
  /** Called with the code (undefined when the user refused). */
  onCode: (code: string | undefined) => unknown;
}
